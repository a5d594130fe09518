// Playwright's `test` for every spec, recording the Firestore queries the app sends from the
// test's browser context into GRABAR_CONSULTAS (the index coverage check, scripts/indices.mjs).
// Off when the variable is unset.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

const dir = process.env.GRABAR_CONSULTAS;

export const test = base.extend({
  context: async ({ context }, use) => {
    if (dir) {
      mkdirSync(dir, { recursive: true });
      const archivo = path.join(dir, `e2e-${process.pid}.jsonl`);
      context.on('request', (peticion) => {
        const cuerpo = peticion.postData();
        if (/:run(Aggregation)?Query\b/.test(peticion.url()) && cuerpo) {
          appendFileSync(archivo, `${JSON.stringify({ origen: 'e2e', cuerpo: JSON.parse(cuerpo) })}\n`);
        }
      });
    }
    await use(context);
  },
});
