// Vitest setup of the emulator stage: records every structured query and aggregation the app's
// data layer sends (Firestore lite speaks REST through fetch) into GRABAR_CONSULTAS, one JSON
// line each, for the index coverage check (scripts/indices.mjs). Off when the variable is unset.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.GRABAR_CONSULTAS;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const archivo = path.join(dir, `vitest-${process.pid}-${Date.now()}.jsonl`);
  const original = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (/:run(Aggregation)?Query\b/.test(url) && typeof init?.body === 'string') {
      appendFileSync(archivo, `${JSON.stringify({ origen: 'vitest', cuerpo: JSON.parse(init.body) })}\n`);
    }
    return original(input, init);
  };
}
