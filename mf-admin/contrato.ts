// The contract of mf-admin, its public surface declared once: the modules it exposes, their files and
// their types. Consumers type-check against this file (it imports no code of the remote); what
// derives from it (federation.config.ts, src/cumple-contrato.ts, bench/monolito/modulos.ts):
// docs/arquitectura.md, «Añadir una página».
import type { ContratoDe } from 'shared-firebase';

/** Every exposed module, by its name without "./", and its file (docs/arquitectura.md, «Añadir una página»). */
export const MODULOS = {
  AdminTokensPage: './src/tokens/pages/AdminTokensPage.tsx',
  SaludPage: './src/salud/pages/SaludPage.tsx',
} as const;

/** The type of each: a page. */
export type Contrato = ContratoDe<typeof MODULOS>;
