// Generated from ../contrato.ts by scripts/generar.mjs: do not edit. The implementation keeps the
// contract: this file only type-checks.
import type { Contrato } from '../contrato';
import type * as EtiquetasPage from './etiquetas/pages/EtiquetasPage';
import type * as Etiquetas from './etiquetas/public-api';

export type Implementacion = {
  EtiquetasPage: typeof EtiquetasPage;
  Etiquetas: typeof Etiquetas;
};
export const cumple = (implementacion: Implementacion): Contrato => implementacion;
