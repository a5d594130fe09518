import type { Lote } from './lote';

/** A page load's batch as the shell sends it: /recibos/:id with two remotes, five metrics. */
export const loteDePrueba = (cambios: Partial<Lote> = {}): Lote => ({
  v: 1,
  ruta: '/recibos/:id',
  remotos: [
    { nombre: 'mf_recibos', version: '0123456789ab', canario: false },
    { nombre: 'mf_etiquetas', version: 'ba9876543210', canario: true },
  ],
  dispositivo: 'movil',
  conexion: '4g',
  vista: true,
  muestra: 0.5,
  metricas: [
    { nombre: 'LCP', valor: 2100 },
    { nombre: 'INP', valor: 180 },
    { nombre: 'CLS', valor: 0.02 },
    { nombre: 'FCP', valor: 1200 },
    { nombre: 'TTFB', valor: 300 },
  ],
  errores: [],
  ...cambios,
});

export const REMOTOS_DE_PRUEBA = ['mf_auth', 'mf_etiquetas', 'mf_recibos', 'mf_admin'];
