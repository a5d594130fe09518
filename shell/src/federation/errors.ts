/**
 * Shared singletons a remote was built for but the page cannot give it (a strictVersion range the
 * loaded copy does not satisfy), by the remote's federation name. Filled from the runtime's own
 * data, in its resolveShare hook (./runtime.ts), before the load fails.
 */
const incompatibles = new Map<string, { paquete: string; version: string; requerida: string }>();

export function anotarIncompatible(remoto: string, paquete: string, version: string, requerida: string): void {
  incompatibles.set(remoto, { paquete, version, requerida });
}

/** A remote that could not be loaded (network, manifest, or a shared dependency it cannot use). */
export class RemoteNoDisponible extends Error {
  /** Built for a version of a shared library the page does not have: retrying cannot help. */
  readonly incompatible: boolean;

  constructor(
    readonly id: string,
    readonly causa: unknown,
  ) {
    const detalle = causa instanceof Error ? causa.message : String(causa);
    super(`No se pudo cargar ${id}: ${detalle}`);
    this.name = 'RemoteNoDisponible';
    this.incompatible = incompatibles.has(id.split('/')[0] ?? '');
  }
}
