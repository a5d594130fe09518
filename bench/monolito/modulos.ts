// Generated from each remote's contrato.ts by scripts/generar.mjs: do not edit.
import type { Contratos } from '../../shell/src/federation/contratos';

/** Every module a remote exposes, as `<remote>/<module>` (what the federation runtime loads). */
type IdDeModulo = { [R in keyof Contratos]: `${R}/${keyof Contratos[R] & string}` }[keyof Contratos];

/**
 * The remotes' exposed modules as ordinary lazy imports of the same files their contracts
 * declare (bench/monolito/). Typed by the contracts: a module missing here fails `tsc`.
 */
export const MODULOS = {
  'mf_auth/AccesoPage': () => import('../../mf-auth/src/acceso/pages/AccesoPage'),
  'mf_auth/RegistroPage': () => import('../../mf-auth/src/registro/pages/RegistroPage'),
  'mf_auth/CuentaPage': () => import('../../mf-auth/src/cuenta/pages/CuentaPage'),
  'mf_etiquetas/EtiquetasPage': () => import('../../mf-etiquetas/src/etiquetas/pages/EtiquetasPage'),
  'mf_etiquetas/Etiquetas': () => import('../../mf-etiquetas/src/etiquetas/public-api'),
  'mf_recibos/InicioPage': () => import('../../mf-recibos/src/recibos/pages/InicioPage'),
  'mf_recibos/RecibosPage': () => import('../../mf-recibos/src/recibos/pages/RecibosPage'),
  'mf_recibos/ReciboPublicoPage': () => import('../../mf-recibos/src/recibos/pages/ReciboPublicoPage'),
  'mf_admin/AdminTokensPage': () => import('../../mf-admin/src/tokens/pages/AdminTokensPage'),
  'mf_admin/SaludPage': () => import('../../mf-admin/src/salud/pages/SaludPage'),
} satisfies Record<IdDeModulo, () => Promise<unknown>>;
