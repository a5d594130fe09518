import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sitioLocal } from '../scripts/lib/serve-builds.mjs';
import { closeServer, serveDir } from '../scripts/lib/servidor-hosting.mjs';
import { PUERTOS } from '../tooling/topologia.mjs';
import { DEMO, entrar, expectSignedInLayout, navLink, REMOTES } from './fixtures';
import { E2E_SHELL } from './puertos';
import { expect, test } from './test';
import { borrarVariante, construirVariante, RAIZ } from './variantes';

const SHELL = E2E_SHELL;
const PUERTO_VARIANTE = PUERTOS.e2eDespliegue;
const sitio = sitioLocal('remote', { shellOrigin: SHELL, remoteOrigins: [] });

/** Points mf-etiquetas at another deployment by changing only the runtime configuration. */
async function apuntarEtiquetas(page: Page, puerto: number) {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { ...REMOTES, mf_etiquetas: `http://127.0.0.1:${puerto}/mf-manifest.json` } }),
  );
}

/** The build files, other than remotes.json, that contain any of `textos`. */
function archivosQueNombran(dir: string, textos: string[]): string[] {
  const encontrados: string[] = [];
  const recorrer = (carpeta: string) => {
    for (const entrada of readdirSync(carpeta, { withFileTypes: true })) {
      const ruta = path.join(carpeta, entrada.name);
      if (entrada.isDirectory()) recorrer(ruta);
      else if (entrada.name !== 'remotes.json') {
        const texto = readFileSync(ruta, 'latin1');
        for (const buscado of textos)
          if (texto.includes(buscado)) encontrados.push(`${path.relative(dir, ruta)}: ${buscado}`);
      }
    }
  };
  recorrer(dir);
  return encontrados;
}

test.describe('independent deployment', () => {
  test.describe.configure({ timeout: 120_000 });

  test('redeploying mf-etiquetas elsewhere needs only the runtime configuration, not the shell', async ({ page }) => {
    const shellDist = path.join(RAIZ, 'shell', 'dist');
    const porDefecto = JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')) as Record<string, string>;
    const hosts = [...Object.values(REMOTES), ...Object.values(porDefecto), `http://127.0.0.1:${PUERTO_VARIANTE}`].map(
      (url) => new URL(url).host,
    );
    // Positive control: the scan finds the locations where they are (the configuration itself).
    expect(
      hosts.filter((host) => readFileSync(path.join(shellDist, 'remotes.json'), 'utf8').includes(host)),
    ).not.toEqual([]);
    // Only remotes.json may name a remote's location: otherwise moving it would need a new shell.
    expect(archivosQueNombran(shellDist, hosts)).toEqual([]);
    const dist = construirVariante('v2', {
      'src/etiquetas/pages/EtiquetasPage.tsx': [
        '<PageHeader titulo="Etiquetas">',
        '<PageHeader titulo="Etiquetas (v2)">',
      ],
      'src/etiquetas/components/EtiquetaPicker.tsx': ["legend = 'Etiquetas'", "legend = 'Etiquetas (v2)'"],
    });
    const servidor = await serveDir({ dir: dist, port: PUERTO_VARIANTE, sitio });
    try {
      await entrar(page, DEMO, '/etiquetas');
      await expect(page.getByRole('heading', { name: 'Etiquetas', exact: true, level: 1 })).toBeVisible();

      await apuntarEtiquetas(page, PUERTO_VARIANTE);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Etiquetas (v2)', level: 1 })).toBeVisible();
      // Remote to remote: mf-recibos loads the picker through the same map.
      await page.goto('/recibos/nuevo');
      await expect(page.getByRole('group', { name: 'Etiquetas (v2)' })).toBeVisible();
    } finally {
      await closeServer(servidor);
      borrarVariante('v2');
    }
  });

  test('a remote that throws while rendering shows its card and the rest keeps working', async ({ page }) => {
    const dist = construirVariante('rota', {
      'src/etiquetas/pages/EtiquetasPage.tsx': [
        'export default function EtiquetasPage() {',
        "export default function EtiquetasPage() {\n  if (Date.now() > 0) throw new Error('fallo de render');",
      ],
    });
    const servidor = await serveDir({ dir: dist, port: PUERTO_VARIANTE, sitio });
    try {
      await apuntarEtiquetas(page, PUERTO_VARIANTE);
      await entrar(page, DEMO, '/etiquetas');
      await expect(page.getByRole('heading', { name: 'No se pudo cargar las etiquetas' })).toBeVisible();
      await expectSignedInLayout(page);
      await navLink(page, 'Cuenta').click();
      await expect(page.getByTestId('cuenta-email')).toHaveText(DEMO.email);
    } finally {
      await closeServer(servidor);
      borrarVariante('rota');
    }
  });

  test('a remote built for an incompatible React major is refused with a clear card', async ({ page }) => {
    const dist = construirVariante('react18', {
      'package.json': ['"react": "^19.3.1"', '"react": "^18.3.1"'],
    });
    const servidor = await serveDir({ dir: dist, port: PUERTO_VARIANTE, sitio });
    try {
      await apuntarEtiquetas(page, PUERTO_VARIANTE);
      await entrar(page, DEMO, '/etiquetas');
      await expect(page.getByRole('heading', { name: 'Las etiquetas: versión incompatible' })).toBeVisible();
      await navLink(page, 'Cuenta').click();
      await expect(page.getByTestId('cuenta-email')).toHaveText(DEMO.email);
    } finally {
      await closeServer(servidor);
      borrarVariante('react18');
    }
  });
});

test('the development override of a remote (?remoto=) does not exist in a production build', async ({ page }) => {
  const clave = 'recibos-remotos-sustituidos';
  const rastros = [clave, 'Remotos sustituidos', 'Volver a los remotos configurados'];
  // Positive control: the source has every trace the scan looks for.
  const fuente = ['federation/sobrescritura.ts', 'app/AvisoRemotosSustituidos.tsx']
    .map((archivo) => readFileSync(path.join(RAIZ, 'shell', 'src', archivo), 'utf8'))
    .join('\n');
  for (const rastro of rastros) expect(fuente).toContain(rastro);
  expect(archivosQueNombran(path.join(RAIZ, 'shell', 'dist'), rastros)).toEqual([]);

  const otro = `http://127.0.0.1:${PUERTO_VARIANTE}`;
  const pedidas: string[] = [];
  page.on('request', (pedida) => pedidas.push(pedida.url()));
  await page.goto(`/login?remoto=mf_auth@${encodeURIComponent(`${otro}/mf-manifest.json`)}`);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  expect(pedidas.filter((url) => url.startsWith(otro))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Remotos sustituidos' })).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), clave)).toBeNull();
});

test('served headers: CSP, CORS and caching as firebase.json declares them', async ({ request }) => {
  // That firebase.json says what topologia.json says is scripts/generar.test.ts's job.
  const firebase = JSON.parse(readFileSync(path.join(RAIZ, 'firebase.json'), 'utf8'));
  // The payer's page, the sending by e-mail, the verification and the field data go to their functions; /login, /register,
  // /recibos, /etiquetas and /admin/tokens to their pages painted from HTML (/ is index.html, served before any rewrite); every
  // other path is the single-page app's own HTML.
  expect(firebase.hosting[0].rewrites).toEqual([
    { source: '/recibos/view/**', function: { functionId: 'reciboPublico', region: 'europe-west1' } },
    { source: '/api/enviar-recibo', function: { functionId: 'enviarRecibo', region: 'europe-west1' } },
    { source: '/verificar', function: { functionId: 'verificarRecibo', region: 'europe-west1' } },
    { source: '/verificar/**', function: { functionId: 'verificarRecibo', region: 'europe-west1' } },
    { source: '/api/medidas', function: { functionId: 'medidasDeCampo', region: 'europe-west1' } },
    { source: '/login', destination: '/login.html' },
    { source: '/register', destination: '/register.html' },
    { source: '/recibos', destination: '/recibos.html' },
    { source: '/etiquetas', destination: '/etiquetas.html' },
    { source: '/admin/tokens', destination: '/admin-tokens.html' },
    { source: '**', destination: '/app.html' },
  ]);

  const remoto = new URL(REMOTES.mf_etiquetas as string).origin;
  const html = await request.get(`${SHELL}/etiquetas`);
  const csp = html.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", remoto]));
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain('connect-src');
  expect(csp).not.toContain('*');
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Every way to reach the shell's HTML revalidates: a deep link is rewritten to app.html, and
  // Hosting picks headers by the requested path, not by the file served.
  for (const ruta of [
    '/etiquetas',
    '/',
    '/index.html',
    '/app.html',
    '/recibos',
    '/remotes.json',
    '/login',
    '/register',
  ]) {
    expect((await request.get(`${SHELL}${ruta}`)).headers()['cache-control'], ruta).toBe('no-cache');
  }

  // The verification page, through Hosting's rewrite: the function's page, with its headers.
  const verificar = await request.get(`${SHELL}/verificar`);
  expect(verificar.status()).toBe(200);
  expect(await verificar.text()).toContain('Código de verificación');
  expect(verificar.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(verificar.headers()['cache-control']).toBe('private, no-store');
  expect(verificar.headers()['content-security-policy']).toContain("form-action 'self'");

  const indexHtml = await html.text();
  const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(indexHtml)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(`${SHELL}${script}`)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );

  const manifest = await request.get(`${remoto}/mf-manifest.json`, { headers: { Origin: SHELL } });
  expect(manifest.headers()['access-control-allow-origin']).toBe(SHELL);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entrada = (await manifest.json()).metaData.remoteEntry.name as string;
  const chunk = await request.get(`${remoto}/${entrada}`, { headers: { Origin: SHELL } });
  expect(chunk.headers()['access-control-allow-origin']).toBe(SHELL);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
});
