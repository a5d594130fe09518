// mf-auth's public surface: everything the shell (or another remote) may load from it.
export const exposes = {
  './LoginPage': './src/login/pages/LoginPage.tsx',
  './RegisterPage': './src/registro/pages/RegisterPage.tsx',
  './CuentaPage': './src/cuenta/pages/CuentaPage.tsx',
};
