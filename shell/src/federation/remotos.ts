// Generated from topologia.json by scripts/generar.mjs: do not edit.
import type { Contrato as ContratoMfAdmin } from 'mf-admin/contrato';
import type { Contrato as ContratoMfAuth } from 'mf-auth/contrato';
import type { Contrato as ContratoMfEtiquetas } from 'mf-etiquetas/contrato';
import type { Contrato as ContratoMfRecibos } from 'mf-recibos/contrato';

/** The remotes the shell mounts, by their federation name. */
export const REMOTE_NAMES = ['mf_auth', 'mf_etiquetas', 'mf_recibos', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote's contract (its contrato.ts), by federation name: ./contratos.ts types against it. */
export interface ContratosDeLosRemotos {
  mf_auth: ContratoMfAuth;
  mf_etiquetas: ContratoMfEtiquetas;
  mf_recibos: ContratoMfRecibos;
  mf_admin: ContratoMfAdmin;
}
