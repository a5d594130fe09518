#!/usr/bin/env node
import { PUERTOS } from '../tooling/topologia.mjs';
// `pnpm preview`: the production builds (run `pnpm build` first, or pass --build) served on
// 5100–5104 with the same headers (5000–5004 would meet the Functions emulator on 5001) as Firebase Hosting, against the local emulators.
import { buildAll } from './build-all.mjs';
import { DEMO_USER } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { alTerminar } from './lib/processes.mjs';
import { seed } from './lib/seed.mjs';
import { serveBuilds } from './lib/serve-builds.mjs';

const BASE = PUERTOS.vistaPrevia;
if (process.argv.includes('--build')) await buildAll({ emulators: true });
const emulators = await startEmulators({ quiet: true });
await seed();
const served = await serveBuilds({ basePort: BASE });
console.log(`Vista previa de producción: ${served.shellOrigin}  (${DEMO_USER.email} / ${DEMO_USER.password})`);
alTerminar(async () => {
  await served.close();
  await emulators.stop();
});
