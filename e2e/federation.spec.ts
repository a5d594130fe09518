import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { sitioLocal } from '../scripts/lib/serve-builds.mjs';
import { closeServer, serveDir } from '../scripts/lib/servidor-hosting.mjs';
import { PUERTOS } from '../tooling/topologia.mjs';
import { DEMO, entrar, expectSignedInLayout, navLink, REMOTES, sharedCargados } from './fixtures';
import { E2E_SHELL } from './puertos';
import { expect, test } from './test';

test('the page holds one copy of each shared singleton, provided by the shell', async ({ page, baseURL }) => {
  const sdk: string[] = [];
  page.on('response', (r) => {
    if (/\/lib-(firebase-app|firebase-auth|firestore|router)\.[0-9a-f]+\.js$/.test(r.url())) sdk.push(r.url());
  });
  await entrar(page);
  await expectSignedInLayout(page);
  // Etiquetas reads Firestore as the signed-in user through the shared singleton.
  await navLink(page, 'Etiquetas').click();
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();
  await navLink(page, 'Recibos').click();
  await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeVisible();
  await navLink(page, 'Inicio').click();
  await expect(page.getByTestId('inicio-usuario')).toContainText(DEMO.email);
  await navLink(page, 'Cuenta').click();
  await expect(page.getByTestId('cuenta-email')).toHaveText(DEMO.email);

  const loaded = await sharedCargados(page);
  // One copy of each singleton in the page. `from` names the instance that first loaded it: the
  // shell for what it uses at start-up.
  for (const pkg of ['react', 'react-dom', 'sonner', 'shared-firebase', 'shared-firebase/router']) {
    expect(loaded[pkg], `${pkg} cargado`).toBeDefined();
    expect([...new Set(loaded[pkg]?.from)], `${pkg}: una sola copia`).toEqual(['shell']);
  }
  // Auth, Firestore and SWR load later, possibly first asked for by a remote; production remotes
  // carry no copy of shared-firebase (`import: false`), so the code can only be the shell's.
  for (const pkg of ['swr', 'shared-firebase/auth', 'shared-firebase/firestore']) {
    expect(loaded[pkg]?.versions, `${pkg}: una sola copia`).toBe(1);
  }
  const shell = new URL(baseURL ?? E2E_SHELL).origin;
  expect(sdk.length).toBeGreaterThanOrEqual(4);
  for (const url of sdk) expect(new URL(url).origin, url).toBe(shell);
});

test('a remote down at start-up shows its card while sign-in and the rest work; "Reintentar" loads it', async ({
  page,
}) => {
  const port = PUERTOS.e2eFederacion;
  const dir = fileURLToPath(new URL('../mf-etiquetas/dist', import.meta.url));
  const origin = new URL(test.info().project.use.baseURL ?? E2E_SHELL).origin;
  const sitio = sitioLocal('remote', { shellOrigin: origin, remoteOrigins: [] });
  // Configured at a location where nothing is served yet.
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { ...REMOTES, mf_etiquetas: `http://127.0.0.1:${port}/mf-manifest.json` } }),
  );
  let server: Parameters<typeof closeServer>[0] | null = null;
  try {
    await entrar(page, DEMO, '/etiquetas');
    await expectSignedInLayout(page);
    await expect(page.getByRole('heading', { name: 'No se pudo cargar las etiquetas' })).toBeVisible();
    await navLink(page, 'Cuenta').click();
    await expect(page.getByTestId('cuenta-email')).toHaveText(DEMO.email);

    await navLink(page, 'Etiquetas').click();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { sinRecarga: boolean }).sinRecarga = true;
    });
    server = await serveDir({ dir, port, sitio });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('button', { name: 'Nueva etiqueta' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
  } finally {
    if (server) await closeServer(server);
  }
});

/** Every download of the page so far: its path and who asked for it (resource timing). */
const descargas = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      ruta: new URL(e.name).pathname,
      iniciador: (e as PerformanceResourceTiming).initiatorType,
    })),
  );

test('the runtime configuration downloads with the HTML, once: the shell reads that download', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  // Resource timing names who asked: the HTML's preload ('link') or the shell's code ('fetch').
  const lecturas = (await descargas(page)).filter((d) => d.ruta === '/remotes.json').map((d) => d.iniciador);
  expect(lecturas).toEqual(['link']);
});

test("the shell's start behind its async boundary downloads with the HTML, once each", async ({ page, baseURL }) => {
  const shell = new URL(baseURL ?? E2E_SHELL).origin;
  // The shell's files that start-up needs, known by content: the boundary's chunk (its error
  // text), React DOM's client (createRoot), React and its JSX runtime (the element symbol).
  const firmas = ['No se pudo leer /remotes.json', 'createRoot', 'react.transitional.element'];
  const arranque: string[] = [];
  const css: string[] = [];
  const lecturas: Promise<void>[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin !== shell) return;
    if (url.pathname.endsWith('.css')) css.push(url.pathname);
    if (!url.pathname.endsWith('.js')) return;
    lecturas.push(
      r.text().then((codigo) => {
        if (firmas.some((f) => codigo.includes(f))) arranque.push(url.pathname);
      }),
    );
  });
  // Chromium warns about a preload nothing used, 3 s after the load event, all of them at once;
  // Playwright relays its warnings as console ones. A preload planted in the body and never used
  // is the sentinel: its warning says the check has run (and that it can fail).
  const centinela = '/favicon.svg?centinela';
  const avisos: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') avisos.push(m.text());
  });
  await page.addInitScript((href) => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href });
      document.body.append(link);
    });
  }, centinela);
  await page.goto('/login');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await Promise.all(lecturas);
  // The order as the HTML serves it: by now the running app may have appended chunks' scripts to
  // the head, which are not the HTML's (a late one read as an entry failed the check at random).
  const html = await (await page.request.get('/login')).text();
  const { orden, precargas } = await page.evaluate((fuente) => {
    const servido = new DOMParser().parseFromString(fuente, 'text/html');
    return {
      orden: [...servido.head.querySelectorAll('script[src], link[rel="preload"]')].map((e) =>
        e.tagName === 'SCRIPT' ? 'entrada' : `${e.getAttribute('as')} ${e.getAttribute('fetchpriority') ?? ''}`.trim(),
      ),
      precargas: [
        ...servido.querySelectorAll<HTMLLinkElement>('link[rel="preload"]:is([as="script"], [as="style"])'),
      ].map((l) => new URL(l.getAttribute('href') ?? '', location.href).pathname),
    };
  }, html);
  // After the entry's scripts and at low priority: ahead of them they delayed the entry.
  const tras = orden.lastIndexOf('entrada');
  expect(orden.slice(0, tras).every((t) => t === 'entrada' || t === 'fetch')).toBe(true);
  expect(orden.slice(tras + 1).every((t) => t === 'script low' || t === 'style low')).toBe(true);
  expect(precargas).toHaveLength(orden.length - tras - 1);
  // Each preload is the only download of its file: the code that later asks for it takes it.
  const hechas = await descargas(page);
  for (const ruta of precargas) expect(hechas.filter((d) => d.ruta === ruta)).toEqual([{ ruta, iniciador: 'link' }]);
  expect(arranque.length).toBeGreaterThanOrEqual(4);
  expect(css.length).toBeGreaterThan(0);
  expect(precargas).toEqual(expect.arrayContaining([...arranque, ...css]));
  await expect.poll(() => avisos.some((texto) => texto.includes(centinela)), { timeout: 10_000 }).toBe(true);
  expect(avisos.filter((texto) => texto.includes('preload') && !texto.includes(centinela))).toEqual([]);
});

test('after sign-in the likely next remotes are preloaded, and never mf-admin', async ({ page }) => {
  const pedidos: string[] = [];
  page.on('request', (r) => pedidos.push(r.url()));
  await entrar(page, DEMO, '/cuenta');
  await expect(page.getByTestId('cuenta-email')).toHaveText(DEMO.email);
  const origen = (remoto: string) => new URL(REMOTES[remoto] as string).origin;
  await expect
    .poll(() => pedidos.filter((u) => u.startsWith(origen('mf_etiquetas')) && u.includes('/static/js/')).length)
    .toBeGreaterThan(0);
  expect(pedidos.some((u) => u.startsWith(origen('mf_recibos')))).toBe(true);
  expect(pedidos.some((u) => u.startsWith(origen('mf_admin')))).toBe(false);
});

test('a shared chunk that failed to load: "Reintentar" loads the area without a reload', async ({ page }) => {
  // Firestore's chunk, which the shell provides to every remote through the share scope: a
  // failed load of a shared module must not stay cached as failed.
  let bloqueado = true;
  await page.route(/\/lib-firestore\.[0-9a-f]+\.js$/, (route) => (bloqueado ? route.abort() : route.continue()));
  await entrar(page, DEMO, '/etiquetas');
  await expectSignedInLayout(page);
  await expect(page.getByRole('heading', { name: 'No se pudo cargar las etiquetas' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sinRecarga: boolean }).sinRecarga = true;
  });
  bloqueado = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('button', { name: 'Nueva etiqueta' })).toBeVisible();
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
});

// A page of a remote that loads on demand (the receipt form) whose code failed to arrive: React
// kept the failed load, and «Reintentar» failed again until the page was reloaded.
test('a remote’s page whose code failed to load: "Reintentar" loads it without a reload', async ({ page }) => {
  const recibos = new URL(REMOTES.mf_recibos as string).origin;
  await entrar(page, DEMO, '/recibos');
  await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The form's code has not run yet (at most it was prefetched): loading it now fails, as on a
  // network blip.
  let bloqueado = true;
  await page.route(
    (url) => url.origin === recibos && url.pathname.includes('/static/js/async/'),
    (route) => (bloqueado ? route.abort() : route.continue()),
  );
  await page.evaluate(() => {
    (window as unknown as { sinRecarga: boolean }).sinRecarga = true;
  });
  await page.getByRole('link', { name: 'Nuevo recibo' }).first().click();
  await expect(page.getByRole('heading', { name: /^No se pudo cargar/ })).toBeVisible();
  bloqueado = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo recibo', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
});
