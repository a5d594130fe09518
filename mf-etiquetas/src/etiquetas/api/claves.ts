// The SWR cache keys of this remote's reads. Labels and colours are read together and cached
// under one key, the spec's '/etiquetas' (docs/arquitectura.md, «Datos: un solo patrón»).
export const claves = {
  etiquetas: () => '/etiquetas' as const,
};
