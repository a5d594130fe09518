// Where the E2E suite finds what scripts/e2e-servidores.mjs serves (the same constants).
import { E2E_BASE_PORT, FAULT_CONTROL_PORT, NO_CONFIG_PORT } from '../scripts/e2e-servidores.mjs';
import { REMOTOS } from '../tooling/topologia.mjs';

const local = (puerto: number) => `http://127.0.0.1:${puerto}`;

export const E2E_SHELL = local(E2E_BASE_PORT);
/** Each remote's manifest as served: the ports after the shell's, in topologia.json's order. */
export const E2E_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTOS.map((r, i) => [r.nombre, `${local(E2E_BASE_PORT + i + 1)}/mf-manifest.json`]),
);
export const E2E_SIN_CONFIGURACION = local(NO_CONFIG_PORT);
export const E2E_CONTROL = local(FAULT_CONTROL_PORT);
