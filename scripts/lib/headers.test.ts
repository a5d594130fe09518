// What firebase.json tells Hosting to cache, read the way Hosting reads it: header rules matched
// against the requested path (before the rewrite to index.html), a later rule winning for the
// same header (scripts/lib/headers.mjs). The served headers are e2e/despliegue.spec.ts's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS } from '../../tooling/topologia';
// @ts-expect-error plain ESM helper shared with the run scripts
import { headersFor } from './headers.mjs';

type Sitio = { site: string; headers: { source: string; headers: { key: string; value: string }[] }[] };
const firebase = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'));
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cabecerasDe(sitio: string): (ruta: string) => Record<string, string> {
  const { headers } = (firebase.hosting as Sitio[]).find((s) => s.site === sitio) as Sitio;
  const reglas = headers.map(({ source, headers }) => ({
    source,
    headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
  }));
  return (ruta) => headersFor(reglas, ruta);
}
const cacheDe = (sitio: string) => (ruta: string) => cabecerasDe(sitio)(ruta)['Cache-Control'];

describe('Hosting cache headers', () => {
  it("the shell's HTML revalidates however it is reached; its hashed files are kept a year", () => {
    const shell = APPS.find((a) => a.nombre === 'shell');
    const cache = cacheDe(shell?.sitio ?? '');
    for (const ruta of ['/', '/etiquetas', '/recibos', '/index.html', '/remotes.json'])
      expect(cache(ruta), ruta).toBe('no-cache');
    expect(cache('/static/js/index.0123abcd.js')).toBe(IMMUTABLE);
  });

  // The function sends the same (mf-recibos/funciones/src/cabeceras.json): whichever Hosting keeps.
  it("the payer's page is never stored, never indexed and sends no referrer", () => {
    const shell = APPS.find((a) => a.nombre === 'shell');
    const pagina = cabecerasDe(shell?.sitio ?? '')('/recibos/view/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(pagina).toMatchObject({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    });
    expect(pagina['Content-Security-Policy']).toContain("default-src 'none'");
  });

  it.each(APPS.filter((a) => a.nombre !== 'shell').map((a) => a.sitio))(
    '%s: a root build revalidates, published versions and hashed files never change',
    (sitio) => {
      const cache = cacheDe(sitio);
      for (const ruta of ['/mf-manifest.json', '/mf-contrato.ts']) expect(cache(ruta), ruta).toBe('no-cache');
      for (const ruta of ['/v/0123abcd4567/mf-manifest.json', '/static/js/mf_x.0123abcd.js'])
        expect(cache(ruta), ruta).toBe(IMMUTABLE);
    },
  );
});
