// mf-recibos' public surface: everything the shell may load from it.
import type { Contrato } from './contrato';

export const exposes = {
  './InicioPage': './src/recibos/pages/InicioPage.tsx',
  './RecibosPage': './src/recibos/pages/RecibosPage.tsx',
  './ReciboPublicoPage': './src/recibos/pages/ReciboPublicoPage.tsx',
} satisfies Record<`./${keyof Contrato}`, string>;
