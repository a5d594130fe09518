// firebase.json's sites served the way Hosting serves them (superstatic, ./servidor-hosting.mjs):
// header rules matched against the requested path (before the rewrite to app.html), a later
// rule winning for the same header, / answered by its index.html (painted), the shell's unknown
// paths by app.html and a remote's by a 404. The headers of the builds the E2E suite serves are e2e/despliegue.spec.ts's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPS, REMOTOS, SHELL } from '../../tooling/topologia.mjs';
import type { Sitio as SitioDeHosting } from './hosting.mjs';
import { closeServer, type Servidor, serveDir } from './servidor-hosting.mjs';

type Sitio = SitioDeHosting & { site: string };
const firebase = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'));
const sitioDe = (sitio: string) => (firebase.hosting as Sitio[]).find((s) => s.site === sitio) as Sitio;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const carpeta = mkdtempSync(path.join(tmpdir(), 'hosting-'));
mkdirSync(path.join(carpeta, 'static', 'js'), { recursive: true });
writeFileSync(path.join(carpeta, 'index.html'), '<!doctype html><title>Inicio</title>');
writeFileSync(path.join(carpeta, 'app.html'), '<!doctype html><title>SPA</title>');
writeFileSync(path.join(carpeta, 'login.html'), '<!doctype html><title>Acceso</title>');
writeFileSync(path.join(carpeta, 'register.html'), '<!doctype html><title>Registro</title>');
writeFileSync(path.join(carpeta, 'remotes.json'), '{}');
writeFileSync(path.join(carpeta, 'mf-manifest.json'), '{}');
writeFileSync(path.join(carpeta, 'static', 'js', 'index.0123abcd.js'), '');

const servidores: Servidor[] = [];
const origenes = new Map<string, string>();
beforeAll(async () => {
  for (const app of APPS) {
    // The shell's remotes.json as the local servers give it: read on every request, not from the file.
    const overrides: Record<string, () => string> =
      app === SHELL ? { '/remotes.json': () => '{"mf_x":"servido"}' } : {};
    // Port 0: any free port, so this test never meets a running server; nor does the payer's
    // page's rewrite (port 1: nothing listens, refused at once), whatever emulators are running.
    const servidor = await serveDir({
      dir: carpeta,
      port: 0,
      sitio: sitioDe(app.sitio),
      overrides,
      funcion: () => 'http://127.0.0.1:1',
    });
    servidores.push(servidor);
    origenes.set(app.sitio, `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  await Promise.all(servidores.map(closeServer));
  rmSync(carpeta, { recursive: true, force: true });
});

const pedir = (sitio: string, ruta: string) => fetch(`${origenes.get(sitio)}${ruta}`, { redirect: 'manual' });
const cacheDe = async (sitio: string, ruta: string) => (await pedir(sitio, ruta)).headers.get('cache-control');

describe('Hosting, as firebase.json configures it', () => {
  it("the shell's HTML revalidates however it is reached; its hashed files are kept a year", async () => {
    for (const ruta of ['/', '/etiquetas', '/recibos', '/index.html', '/app.html', '/remotes.json'])
      expect(await cacheDe(SHELL.sitio, ruta), ruta).toBe('no-cache');
    expect(await cacheDe(SHELL.sitio, '/static/js/index.0123abcd.js')).toBe(IMMUTABLE);
  });

  it("the shell answers / with its page painted from HTML and any other path with the app's own HTML; a remote's is a 404", async () => {
    for (const ruta of ['/recibos/r1/editar', '/cuenta', '/inicio']) {
      const respuesta = await pedir(SHELL.sitio, ruta);
      expect(respuesta.status, ruta).toBe(200);
      expect(await respuesta.text()).toContain('<title>SPA</title>');
    }
    for (const ruta of ['/', '/?desde=correo'])
      expect(await (await pedir(SHELL.sitio, ruta)).text()).toContain('<title>Inicio</title>');
    expect((await pedir(REMOTOS[0]?.sitio ?? '', '/static/js/borrado.js')).status).toBe(404);
  });

  it('/login and /register get their pages painted from HTML, with or without a query, and revalidate', async () => {
    for (const [ruta, titulo] of [
      ['/login', 'Acceso'],
      ['/login?vista=olvido', 'Acceso'],
      ['/register', 'Registro'],
    ] as const) {
      const respuesta = await pedir(SHELL.sitio, ruta);
      expect(await respuesta.text(), ruta).toContain(`<title>${titulo}</title>`);
      expect(respuesta.headers.get('cache-control'), ruta).toBe('no-cache');
      expect(respuesta.headers.get('content-security-policy'), ruta).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it('a path served in place of a file gets the same header rules; a path that does not decode, a 400', async () => {
    const remotos = await pedir(SHELL.sitio, '/remotes.json');
    expect(await remotos.text()).toBe('{"mf_x":"servido"}');
    expect(remotos.headers.get('content-type')).toContain('application/json');
    expect(remotos.headers.get('cache-control')).toBe('no-cache');
    expect(remotos.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await pedir(SHELL.sitio, '/recibos/view/%E0%A4%A')).status).toBe(400);
  });

  // The function sends the same (mf-recibos/funciones/src/cabeceras.json): whichever Hosting keeps.
  // The answer is the function's (its 404, or a 502 with no Functions emulator running), never
  // the single-page app's index.html: the rules apply to whatever comes back.
  it("the payer's page is never stored, never indexed and sends no referrer", async () => {
    const respuesta = await pedir(SHELL.sitio, '/recibos/view/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(respuesta.status).toBe(502);
    expect(await respuesta.text()).not.toContain('<title>SPA</title>');
    const pagina = respuesta.headers;
    expect(pagina.get('cache-control')).toBe('private, no-store');
    expect(pagina.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(pagina.get('referrer-policy')).toBe('no-referrer');
    expect(pagina.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each(REMOTOS.map((a) => a.sitio))(
    '%s: a root build revalidates, published versions and hashed files never change',
    async (sitio) => {
      expect(await cacheDe(sitio, '/mf-manifest.json')).toBe('no-cache');
      for (const ruta of ['/v/0123abcd4567/mf-manifest.json', '/static/js/index.0123abcd.js'])
        expect(await cacheDe(sitio, ruta), ruta).toBe(IMMUTABLE);
    },
  );
});
