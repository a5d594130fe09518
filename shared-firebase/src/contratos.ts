import type { ComponentType } from 'react';

/**
 * A page a remote exposes for the shell to mount: a component with no props, as the module's
 * default export. Each remote's contrato.ts lists its modules with this type.
 */
export interface ModuloDePagina {
  default: ComponentType;
}
