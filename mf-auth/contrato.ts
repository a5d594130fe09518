// mf-auth's contract: the types of what it exposes (federation.config.ts says from which files).
// Consumers type-check against this file; src/cumple-contrato.ts checks the implementation.
import type { ModuloDePagina } from 'shared-firebase';

/** Every exposed module, by its name without "./". */
export interface Contrato {
  AccesoPage: ModuloDePagina;
  RegistroPage: ModuloDePagina;
  CuentaPage: ModuloDePagina;
}
