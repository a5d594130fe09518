// The contract of mf-etiquetas, its public surface declared once: the modules it exposes, their files and
// their types. Consumers type-check against this file (it imports no code of the remote); what
// derives from it (federation.config.ts, src/cumple-contrato.ts, bench/monolito/modulos.ts):
// docs/arquitectura.md, «Añadir una página».
import type { ComponentType, ReactNode } from 'react';
import type { ContratoDe } from 'shared-firebase';

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

/** Every exposed module, by its name without "./", and its file (docs/arquitectura.md, «Añadir una página»). */
export const MODULOS = {
  EtiquetasPage: './src/etiquetas/pages/EtiquetasPage.tsx',
  Etiquetas: './src/etiquetas/public-api.ts',
} as const;

/** The type of each: a page, but for Etiquetas. */
export type Contrato = ContratoDe<typeof MODULOS, { Etiquetas: EtiquetasKit }>;
