// Files generated from topologia.json must say what it says: firebase.json's hosting section and
// the shell's development /remotes.json (`pnpm generar` rewrites them; firestore.rules too, from its parts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS } from '../tooling/topologia.mjs';
import { generados } from './generar.mjs';

const raiz = path.resolve(import.meta.dirname, '..');

describe('generated from topologia.json', () => {
  it.each(Object.entries(generados() as Record<string, string>))('%s is up to date', (archivo, esperado) => {
    const texto = readFileSync(path.join(raiz, archivo), 'utf8');
    const mensaje = `${archivo} está desfasado: ejecuta pnpm generar`;
    // JSON is compared as data (Biome lays it out); code as text.
    if (archivo.endsWith('.json')) expect(JSON.parse(texto), mensaje).toEqual(JSON.parse(esperado));
    else expect(texto, mensaje).toBe(esperado);
  });

  it('every app folder exists and no two apps share a name, folder or port', () => {
    for (const campo of ['nombre', 'carpeta', 'puerto'] as const)
      expect(new Set(APPS.map((a) => a[campo])).size).toBe(APPS.length);
    for (const app of APPS) expect(() => readFileSync(path.join(raiz, app.carpeta, 'package.json'))).not.toThrow();
  });
});
