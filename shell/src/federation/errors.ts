/** A remote that could not be loaded (network, manifest, or a shared dependency it cannot use). */
export class RemoteNoDisponible extends Error {
  readonly incompatible: boolean;

  constructor(
    readonly id: string,
    readonly causa: unknown,
  ) {
    const detalle = causa instanceof Error ? causa.message : String(causa);
    super(`No se pudo cargar ${id}: ${detalle}`);
    this.name = 'RemoteNoDisponible';
    // The runtime refuses a singleton whose version the remote was not built for (strictVersion).
    this.incompatible = /version|versión/i.test(detalle) && /singleton|share|compart/i.test(detalle);
  }
}
