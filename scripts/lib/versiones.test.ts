// Versioned deploys (scripts/lib/versiones.mjs): publishing is content-addressed and immutable,
// and rollout, canary and rollback only rewrite the shell's remotes.json. E2E
// (e2e/versiones.spec.ts) loads what they write in a browser.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP, ARCHIVOS } from '../../shell/primera-pintura/html.mjs';
import { canario, estado, lanzar, leerConfiguracion, publicar, publicarShell, revertir } from './versiones.mjs';

let raiz: string;
let despliegue: string;
const ORIGEN = 'https://recibos-mf-etiquetas.web.app';
const url = (version: string) => `${ORIGEN}/v/${version}/mf-manifest.json`;

/** A stand-in build folder: what publishing copies (a real build is only bigger). */
function build(nombre: string, texto: string): string {
  const dist = path.join(raiz, nombre);
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_etiquetas' }));
  writeFileSync(path.join(dist, 'static', 'js', 'pagina.js'), texto);
  writeFileSync(path.join(dist, 'mf-stats.json'), `{"generado":"${Math.random()}"}`);
  return dist;
}

beforeEach(() => {
  raiz = mkdtempSync(path.join(tmpdir(), 'versiones-'));
  despliegue = path.join(raiz, 'despliegue');
});

describe('publicar', () => {
  it('names a version by its content, copies it once and never changes it', () => {
    const a = publicar('mf-etiquetas', { dist: build('a', 'uno'), despliegue });
    expect(a).toMatchObject({ version: expect.stringMatching(/^[0-9a-f]{12}$/), nueva: true });
    expect(readdirSync(a.destino).sort()).toEqual(['mf-manifest.json', 'static']);
    // The same content (stats aside, which no site serves) is the same version.
    expect(publicar('mf-etiquetas', { dist: build('a2', 'uno'), despliegue })).toMatchObject({
      version: a.version,
      nueva: false,
    });
    const b = publicar('mf-etiquetas', { dist: build('b', 'dos'), despliegue });
    expect(b.version).not.toBe(a.version);
    expect(readFileSync(path.join(a.destino, 'static', 'js', 'pagina.js'), 'utf8')).toBe('uno');
  });

  it('refuses a folder without a build, and the shell keeps the configuration rollouts wrote', () => {
    expect(() => publicar('mf-etiquetas', { dist: path.join(raiz, 'nada'), despliegue })).toThrow(
      /No hay build de mf-etiquetas/,
    );
    const { version } = publicar('mf-etiquetas', { dist: build('a', 'uno'), despliegue });
    lanzar('mf-etiquetas', version, { despliegue });
    const shell = path.join(raiz, 'shell');
    mkdirSync(shell);
    writeFileSync(path.join(shell, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(shell, 'remotes.json'), '{"mf_etiquetas":"http://localhost:3002/mf-manifest.json"}');
    // Without its pages painted from HTML and the app's own HTML, /login, /register, /recibos,
    // /etiquetas, /admin/tokens and every other path would be 404s behind their rewrites.
    expect(() => publicarShell({ dist: shell, despliegue })).toThrow(
      /no tiene login\.html ni register\.html ni recibos\.html ni etiquetas\.html ni admin-tokens\.html ni app\.html/,
    );
    for (const archivo of [...Object.values(ARCHIVOS), APP])
      writeFileSync(path.join(shell, archivo), '<!doctype html>');
    expect(publicarShell({ dist: shell, despliegue })).toMatchObject({ configurado: true });
    expect(leerConfiguracion(despliegue)).toEqual({ mf_etiquetas: { estable: url(version) } });
  });
});

describe('lanzar, canario, revertir', () => {
  it('a rollout keeps the version before it; rolling back returns to it', () => {
    const a = publicar('mf-etiquetas', { dist: build('a', 'uno'), despliegue }).version;
    const b = publicar('mf-etiquetas', { dist: build('b', 'dos'), despliegue }).version;
    expect(lanzar('mf-etiquetas', a, { despliegue })).toEqual({ antes: undefined, ahora: a });
    expect(lanzar('mf-etiquetas', b, { despliegue })).toEqual({ antes: a, ahora: b });
    expect(leerConfiguracion(despliegue).mf_etiquetas).toEqual({ estable: url(b), anterior: url(a) });
    expect(revertir('mf-etiquetas', { despliegue })).toEqual({ retirado: b, ahora: a });
    expect(leerConfiguracion(despliegue).mf_etiquetas).toEqual({ estable: url(a) });
    expect(() => revertir('mf-etiquetas', { despliegue })).toThrow('mf-etiquetas no tiene versión anterior');
  });

  it('a canary goes to a share of browsers; rolling back withdraws it, a rollout promotes it', () => {
    const a = publicar('mf-etiquetas', { dist: build('a', 'uno'), despliegue }).version;
    const b = publicar('mf-etiquetas', { dist: build('b', 'dos'), despliegue }).version;
    expect(() => canario('mf-etiquetas', b, 10, { despliegue })).toThrow('mf-etiquetas no tiene versión estable');
    lanzar('mf-etiquetas', a, { despliegue });
    for (const malo of [0, 100, 12.5, Number.NaN]) {
      expect(() => canario('mf-etiquetas', b, malo, { despliegue })).toThrow('entero de 1 a 99');
    }
    expect(() => canario('mf-etiquetas', a, 10, { despliegue })).toThrow(`${a} ya es la versión estable`);
    expect(() => canario('mf-etiquetas', 'abcdef123456', 10, { despliegue })).toThrow(
      'La versión abcdef123456 de mf-etiquetas no está publicada',
    );
    canario('mf-etiquetas', b, 10, { despliegue });
    expect(leerConfiguracion(despliegue).mf_etiquetas).toEqual({
      estable: url(a),
      canario: { url: url(b), porcentaje: 10 },
    });
    expect(estado({ despliegue }).find((r: { carpeta: string }) => r.carpeta === 'mf-etiquetas')).toEqual({
      carpeta: 'mf-etiquetas',
      estable: a,
      anterior: undefined,
      canario: { version: b, porcentaje: 10 },
      publicadas: expect.arrayContaining([a, b]),
    });
    expect(revertir('mf-etiquetas', { despliegue })).toEqual({ retirado: b, ahora: a });
    canario('mf-etiquetas', b, 50, { despliegue });
    lanzar('mf-etiquetas', b, { despliegue });
    expect(leerConfiguracion(despliegue).mf_etiquetas).toEqual({ estable: url(b), anterior: url(a) });
  });

  it('leaves the other remotes’ entries as they are', () => {
    const local = 'http://localhost:3001/mf-manifest.json';
    mkdirSync(path.join(despliegue, 'recibos-app'), { recursive: true });
    writeFileSync(path.join(despliegue, 'recibos-app', 'remotes.json'), JSON.stringify({ mf_auth: local }));
    const a = publicar('mf-etiquetas', { dist: build('a', 'uno'), despliegue }).version;
    lanzar('mf-etiquetas', a, { despliegue, origen: 'http://127.0.0.1:4021' });
    expect(leerConfiguracion(despliegue)).toEqual({
      mf_auth: local,
      mf_etiquetas: { estable: `http://127.0.0.1:4021/v/${a}/mf-manifest.json` },
    });
  });
});
