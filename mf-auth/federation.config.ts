// mf-auth's public surface: everything the shell (or another remote) may load from it.
export const exposes = {
  './AccesoPage': './src/acceso/pages/AccesoPage.tsx',
  './RegistroPage': './src/registro/pages/RegistroPage.tsx',
  './CuentaPage': './src/cuenta/pages/CuentaPage.tsx',
};
