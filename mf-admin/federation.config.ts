// mf-admin's public surface: the one page the shell mounts at /admin/tokens.
export const exposes = {
  './AdminTokensPage': './src/tokens/pages/AdminTokensPage.tsx',
};
