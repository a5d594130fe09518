// mf-etiquetas' contract: the types of what it exposes (federation.config.ts says from which
// files). Consumers type-check against this file, never against the implementation
// (src/cumple-contrato.ts checks that the implementation keeps it): an incompatible change here
// fails `tsc` in mf-recibos and the shell.
import type { ComponentType, ReactNode } from 'react';
import type { ModuloDePagina } from 'shared-firebase';

/** A label as other remotes see it. */
export interface EtiquetaVisible {
  id: string;
  nombre: string;
  /** A palette class pair or a custom colour id (custom-rrggbbrrggbb). */
  color: string;
}

/** './Etiquetas': the labels kit other remotes render inside their own pages. */
export interface EtiquetasKit {
  EtiquetasProvider: ComponentType<{ children: ReactNode }>;
  useEtiquetas: () => { etiquetas: EtiquetaVisible[]; isLoading: boolean; error?: unknown };
  EtiquetaBadge: ComponentType<{ etiqueta: Pick<EtiquetaVisible, 'nombre' | 'color'> }>;
  EtiquetaPicker: ComponentType<{ value: readonly string[]; onChange: (ids: string[]) => void; legend?: string }>;
}

/** Every exposed module, by its name without "./". */
export interface Contrato {
  EtiquetasPage: ModuloDePagina;
  Etiquetas: EtiquetasKit;
}
