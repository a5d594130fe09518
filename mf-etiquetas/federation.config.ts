// What mf-etiquetas exposes, as Module Federation names it: derived from its contract (./contrato.ts).
import { exponer } from 'tooling/federation';
import { MODULOS } from './contrato';

export const exposes = exponer(MODULOS);
