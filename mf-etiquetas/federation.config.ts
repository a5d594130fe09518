// mf-etiquetas' public surface: everything the shell or another remote may load from it.
import type { Contrato } from './contrato';

export const exposes = {
  './EtiquetasPage': './src/etiquetas/pages/EtiquetasPage.tsx',
  // EtiquetasProvider, useEtiquetas, EtiquetaBadge, EtiquetaPicker (for mf-recibos).
  './Etiquetas': './src/etiquetas/public-api.ts',
} satisfies Record<`./${keyof Contrato}`, string>;
