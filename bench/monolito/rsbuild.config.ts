import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineMonolito } from '../../tooling/rsbuild-app';

const aqui = path.dirname(fileURLToPath(import.meta.url));
const shell = path.join(aqui, '..', '..', 'shell', 'src');

// `pnpm bench` builds this beside the federated apps (bench/rutas.mjs): the same code as one app.
export default defineMonolito({
  entry: './index.tsx',
  alias: {
    '@module-federation/enhanced/runtime$': path.join(aqui, 'runtime-estatico.ts'),
    // The shell imports it as '../federation/versiones': matched by its resolved path.
    [path.join(shell, 'federation', 'versiones')]: path.join(aqui, 'versiones-estaticas.ts'),
  },
});
