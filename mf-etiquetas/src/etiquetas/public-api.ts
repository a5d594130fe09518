// What other remotes (mf-recibos) use from mf-etiquetas, exposed as one module so the provider
// and the hook share one React context.
export { EtiquetaBadge } from './components/EtiquetaBadge';
export { EtiquetaPicker } from './components/EtiquetaPicker';
export { EtiquetasProvider, useEtiquetas } from './hooks/EtiquetasProvider';
export type { Color, Etiqueta } from './types';
