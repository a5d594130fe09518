// mf-admin's public surface: the one page the shell mounts at /admin/tokens.
import type { Contrato } from './contrato';

export const exposes = {
  './AdminTokensPage': './src/tokens/pages/AdminTokensPage.tsx',
} satisfies Record<`./${keyof Contrato}`, string>;
