// Playwright's `test` for every spec. It records the Firestore queries the app sends from the
// test's browser context into GRABAR_CONSULTAS (the index coverage check, scripts/indices.mjs; off
// when the variable is unset), and, when a test fails, prints what its browser was still waiting
// for and what went wrong in it: the CI run keeps only the log, not Playwright's files.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

const dir = process.env.GRABAR_CONSULTAS;

/** The last of these are printed: enough to see a pattern, short enough to read. */
const MAXIMO = 25;

/** Requests still open, failed requests, console errors and page errors of one context. */
function diagnostico(context: BrowserContext) {
  const inicio = Date.now();
  const abiertas = new Map<object, string>();
  const sucesos: string[] = [];
  const anotar = (texto: string) => {
    sucesos.push(`+${((Date.now() - inicio) / 1000).toFixed(1)} s ${texto.slice(0, 300)}`);
    if (sucesos.length > MAXIMO) sucesos.shift();
  };
  context.on('request', (r) =>
    abiertas.set(r, `+${((Date.now() - inicio) / 1000).toFixed(1)} s ${r.method()} ${r.url()}`),
  );
  context.on('requestfinished', (r) => abiertas.delete(r));
  context.on('requestfailed', (r) => {
    abiertas.delete(r);
    anotar(`petición fallida (${r.failure()?.errorText}): ${r.method()} ${r.url()}`);
  });
  context.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') anotar(`consola ${m.type()}: ${m.text()}`);
  });
  context.on('weberror', (e) => anotar(`error de la página: ${e.error().message}`));
  context.on('page', (p) => p.on('framenavigated', (f) => f === p.mainFrame() && anotar(`navegó a ${f.url()}`)));
  return () =>
    [
      `Peticiones sin terminar (${abiertas.size}):`,
      ...[...abiertas.values()].slice(-MAXIMO),
      'Sucesos:',
      ...sucesos,
    ].join('\n  ');
}

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
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
    const resumen = diagnostico(context);
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus)
      console.log(`\nEl navegador de «${testInfo.title}» al fallar:\n  ${resumen()}\n`);
  },
});
