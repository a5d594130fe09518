// The payer's page as Hosting serves it: /recibos/view/<token> rewritten to the Cloud Function
// (mf-recibos/funciones) on the Functions emulator, with firebase.json's headers. What a chat's
// crawler reads (no JavaScript), what a phone with JavaScript off shows and prints, and what a
// link that no longer works answers.
import type { APIRequestContext } from '@playwright/test';
import { contador, sembrar, sembrarReciboPublico } from '../../bench/semilla.mjs';
import { FUNCIONES, urlDeFuncionLocal } from '../../tooling/topologia.mjs';
import { crearUsuario, entrar, FIRESTORE_EMULATOR, PROJECT } from '../fixtures';
import { expect, test } from '../test';

test.describe.configure({ mode: 'parallel' });

const RECIBO_PUBLICO = FUNCIONES.find((f) => f.nombre === 'reciboPublico') as (typeof FUNCIONES)[number];
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** A user with receipt 1 shared under a fresh token; `cambios`: other texts or state. */
async function compartido(cambios: Record<string, string> = {}) {
  const usuario = await crearUsuario('pagador');
  const token = `${Date.now()}${Math.random().toString(36).slice(2)}`.padEnd(32, 'p').slice(0, 32);
  await sembrarReciboPublico(usuario.uid, token, [], cambios);
  await sembrar([[`users/${usuario.uid}/contadores/recibos-2026`, contador(1)]]);
  return { usuario, token, ruta: `/recibos/view/${token}` };
}

/** The content of a meta tag as the HTML carries it (entities decoded, no-break spaces as spaces). */
function metaDe(html: string, atributo: string, nombre: string): string | undefined {
  const etiqueta = new RegExp(`<meta ${atributo}="${nombre}" content="([^"]*)"`).exec(html)?.[1];
  return etiqueta
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');
}

const html = async (request: APIRequestContext, ruta: string, ua = WHATSAPP) => {
  const r = await request.get(ruta, { headers: { 'User-Agent': ua } });
  return { estado: r.status(), cabeceras: r.headers(), cuerpo: await r.text() };
};

test('a chat crawler gets the receipt and its preview in the HTML, never indexed', async ({ request }) => {
  const { ruta } = await compartido({ emisor: 'Academia Sol' });
  for (const ua of [WHATSAPP, FACEBOOK]) {
    const r = await html(request, ruta, ua);
    expect(r.estado, ua).toBe(200);
    expect(r.cabeceras).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
      'cache-control': 'private, no-store',
    });
    expect(metaDe(r.cuerpo, 'property', 'og:title')).toBe('Recibo R-2026-0001 · 50,00 €');
    expect(metaDe(r.cuerpo, 'property', 'og:description')).toBe('De Academia Sol · 1 de noviembre de 2026');
    expect(metaDe(r.cuerpo, 'property', 'og:type')).toBe('website');
    expect(metaDe(r.cuerpo, 'name', 'twitter:card')).toBe('summary');
    expect(metaDe(r.cuerpo, 'name', 'robots')).toBe('noindex, nofollow');
    // The receipt itself is in the document: nothing waits for a script.
    expect(r.cuerpo).toContain('data-testid="recibo-pagador">Cliente 1<');
    expect(r.cuerpo).toContain('data-testid="recibo-total">50,00');
  }
  // The function's own answer (what Hosting relays) carries the headers itself, not only Hosting.
  const funcion = await request.get(`${urlDeFuncionLocal(RECIBO_PUBLICO)}${ruta}`);
  expect(funcion.headers()).toMatchObject({
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
    'cache-control': 'private, no-store',
  });
  expect(funcion.headers()['content-security-policy']).toContain("default-src 'none'");
  // HEAD: the same answer without its body.
  const cabeza = await request.head(ruta);
  expect(cabeza.status()).toBe(200);
  expect(await cabeza.text()).toBe('');
  expect((await request.head(`/recibos/view/${'Q'.repeat(32)}`)).status()).toBe(404);
  // A voided receipt says so, on the page and in its preview.
  const anulado = await html(request, (await compartido({ estado: 'anulado' })).ruta);
  expect(metaDe(anulado.cuerpo, 'property', 'og:description')).toBe('De Demo · 1 de noviembre de 2026 · Anulado');
  expect(anulado.cuerpo).toContain('role="note">ANULADO<');
});

// A shared receipt's concept, edited, changed what its link showed under the same number, with no
// trace. Once shared it is corrected by another receipt, and both say so.
test('a shared receipt is corrected, not edited: its page, and the payer’s, say which replaces it', async ({
  page,
  request,
}) => {
  const { usuario, ruta } = await compartido({ concepto: 'Alquiler de octubre' });
  await entrar(page, usuario, '/recibos/r1');
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByTestId('sin-editar')).toContainText('Ya lo has compartido');
  await page.goto('/recibos/r1/editar');
  await expect(page.getByRole('heading', { name: 'Recibo compartido' })).toBeVisible();
  await page.getByRole('link', { name: 'Corregirlo' }).click();
  await expect(page.getByRole('heading', { name: 'Corregir R-2026-0001', level: 1 })).toBeVisible();
  // It starts as the receipt was, its date included.
  await expect(page.getByLabel('Fecha')).toHaveValue('2026-11-01');
  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Alquiler de octubre');
  await page.getByLabel('Concepto', { exact: true }).fill('Alquiler de noviembre');
  await page.getByRole('button', { name: 'Emitir la corrección' }).click();
  await expect(page.getByText('Recibo R-2026-0002 emitido; R-2026-0001 queda anulado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0002', level: 1 })).toBeVisible();
  await expect(page.getByTestId('recibo-sustitucion')).toHaveText('Sustituye al recibo R-2026-0001.');
  await page.getByTestId('corrige').getByRole('link', { name: 'R-2026-0001' }).click();
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 })).toBeVisible();
  await expect(page.getByTestId('recibo-sustitucion')).toHaveText('Sustituido por el recibo R-2026-0002.');
  await expect(page.getByTestId('corregido').getByRole('link', { name: 'R-2026-0002' })).toBeVisible();
  // The payer's page as served: what was shared, voided, and the number that replaces it.
  const pagador = await html(request, ruta);
  expect(pagador.cuerpo).toContain('role="note">ANULADO<');
  expect(pagador.cuerpo).toContain('Alquiler de octubre');
  expect(pagador.cuerpo).toContain('Sustituido por el recibo R-2026-0002.');
  // And how to get the new one.
  expect(pagador.cuerpo).toContain('Si no tienes el recibo R-2026-0002, pídeselo a Demo.');
  expect(pagador.cuerpo).not.toContain('Alquiler de noviembre');
  // And the amount in words.
  expect(pagador.cuerpo).toContain('cincuenta euros');
});

test('on a 390 px phone with JavaScript off, the receipt shows, fits and prints', async ({ browser }) => {
  const { ruta } = await compartido();
  const contexto = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 780 } });
  const page = await contexto.newPage();
  const respuesta = await page.goto(ruta);
  expect(respuesta?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 })).toBeVisible();
  await expect(page.getByTestId('recibo-total')).toHaveText('50,00 €');
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  // Its print button needs its script; the browser's own print needs none.
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeHidden();
  await expect(page.getByTestId('recibo-total')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await contexto.close();
});

// The payer's PDF download is in recibos.spec.ts (an expired link…), beside the owner's.
test('with JavaScript, the page is still one request, and "Imprimir" prints', async ({ page }) => {
  const { ruta } = await compartido();
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { impreso: boolean }).impreso = true;
    };
  });
  // One request: the document, its styles and its one script inside (the SPA's page: 16).
  const peticiones: string[] = [];
  page.on('request', (r) => peticiones.push(r.url()));
  await page.goto(ruta);
  await page.waitForLoadState('networkidle');
  expect(peticiones).toEqual([expect.stringMatching(/\/recibos\/view\/[^/]+$/)]);
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { impreso?: boolean }).impreso)).toBe(true);
});

test('revoked, unknown or malformed: the same 404 document, with nothing of the receipt', async ({ request }) => {
  const { token, ruta } = await compartido({ pagador: 'Pagadora Revocada' });
  expect((await html(request, ruta)).estado).toBe(200);
  // An admin's revocation, as stored (the public copy stays; the registry says no).
  const r = await fetch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents/registroEnlaces/${token}?updateMask.fieldPaths=revocado`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { revocado: { booleanValue: true } } }),
    },
  );
  expect(r.ok).toBe(true);
  const revocado = await html(request, ruta);
  const desconocido = await html(request, `/recibos/view/${'Q'.repeat(32)}`);
  const malformado = await html(request, '/recibos/view/no-es-un-token');
  for (const respuesta of [revocado, desconocido, malformado]) {
    expect(respuesta.estado).toBe(404);
    expect(respuesta.cuerpo).toBe(desconocido.cuerpo);
    expect(respuesta.cabeceras['x-robots-tag']).toBe('noindex, nofollow');
  }
  expect(revocado.cuerpo).toContain('Este recibo no está disponible');
  expect(revocado.cuerpo).not.toContain('Pagadora Revocada');
  expect(revocado.cuerpo).not.toContain(token);
});

test('a hostile name or concept shows as text, in the page and in the preview tags', async ({ page, request }) => {
  const hostil = '"><script>alert(1)</script>';
  const { ruta } = await compartido({
    emisor: `Emisora ${hostil}`,
    pagador: hostil,
    concepto: '</title><script>alert(2)</script>',
  });
  const r = await html(request, ruta, FACEBOOK);
  expect(r.cuerpo).not.toContain('<script>alert');
  expect(r.cuerpo.match(/<\/title>/g)).toHaveLength(1);
  expect(metaDe(r.cuerpo, 'property', 'og:description')).toBe(`De Emisora ${hostil} · 1 de noviembre de 2026`);
  const dialogos: string[] = [];
  page.on('dialog', (d) => {
    dialogos.push(d.message());
    void d.dismiss();
  });
  await page.goto(ruta);
  await expect(page.getByTestId('recibo-pagador')).toHaveText(hostil);
  await expect(page.getByText('</title><script>alert(2)</script>')).toBeVisible();
  expect(dialogos).toEqual([]);
});
