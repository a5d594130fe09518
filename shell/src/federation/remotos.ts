// Generated from topologia.json by scripts/generar.mjs: do not edit.
/** The remotes the shell mounts, by their federation name. */
export const REMOTE_NAMES = ['mf_auth', 'mf_etiquetas', 'mf_recibos', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
