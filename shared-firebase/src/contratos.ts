import type { ComponentType } from 'react';

/**
 * A page a remote exposes for the shell to mount: a component with no props, as the module's
 * default export. Each remote's contrato.ts lists its modules with this type.
 */
export interface ModuloDePagina {
  default: ComponentType;
}

/**
 * A remote's contract from its MODULOS (name → file): every module a page, but for those `Otros`
 * types otherwise (mf-etiquetas' kit).
 */
export type ContratoDe<M extends Record<string, string>, Otros extends object = Record<never, never>> = {
  [K in Exclude<keyof M, keyof Otros>]: ModuloDePagina;
} & Otros;
