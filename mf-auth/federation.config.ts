// mf-auth's public surface: everything the shell (or another remote) may load from it.
import type { Contrato } from './contrato';

export const exposes = {
  './AccesoPage': './src/acceso/pages/AccesoPage.tsx',
  './RegistroPage': './src/registro/pages/RegistroPage.tsx',
  './CuentaPage': './src/cuenta/pages/CuentaPage.tsx',
} satisfies Record<`./${keyof Contrato}`, string>;
