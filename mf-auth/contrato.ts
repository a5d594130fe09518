// The contract of mf-auth, its public surface declared once: the modules it exposes, their files and
// their types. Consumers type-check against this file (it imports no code of the remote); what
// derives from it (federation.config.ts, src/cumple-contrato.ts, bench/monolito/modulos.ts):
// docs/arquitectura.md, «Añadir una página».
import type { ContratoDe } from 'shared-firebase';

/** Every exposed module, by its name without "./", and its file (docs/arquitectura.md, «Añadir una página»). */
export const MODULOS = {
  AccesoPage: './src/acceso/pages/AccesoPage.tsx',
  RegistroPage: './src/registro/pages/RegistroPage.tsx',
  CuentaPage: './src/cuenta/pages/CuentaPage.tsx',
} as const;

/** The type of each: a page. */
export type Contrato = ContratoDe<typeof MODULOS>;
