// mf-recibos' public surface: everything the shell may load from it.
import type { Contrato } from './contrato';

export const exposes = {
  './InicioPage': './src/inicio/pages/InicioPage.tsx',
  './RecibosPage': './src/recibos/pages/RecibosPage.tsx',
  './ReciboPublicoPage': './src/publico/pages/ReciboPublicoPage.tsx',
} satisfies Record<`./${keyof Contrato}`, string>;
