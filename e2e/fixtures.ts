import { expect, type Page } from '@playwright/test';
import { AUTH_URL, FIRESTORE_URL, PROYECTO_LOCAL } from '../tooling/topologia.mjs';
import { E2E_REMOTES, E2E_SIN_CONFIGURACION } from './puertos';

export const DEMO = { email: 'demo@recibos.test', password: 'demo1234' };
export const ADMIN = { email: 'admin@recibos.test', password: 'admin1234' };

/** Remote locations the shell under test reads from /remotes.json (served by scripts/e2e-servidores.mjs). */
export const REMOTES = E2E_REMOTES;
export const NO_CONFIG_URL = E2E_SIN_CONFIGURACION;

export async function signIn(page: Page, user = DEMO) {
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Signs in from /login (with `?redirect=` when `ruta` is given) and waits to arrive there: `ruta`,
 * or Inicio.
 */
export async function entrar(page: Page, user = DEMO, ruta?: string) {
  await page.goto(ruta ? `/login?redirect=${encodeURIComponent(ruta)}` : '/login');
  await signIn(page, user);
  await page.waitForURL((url) => url.pathname === (ruta ?? '/'));
}

export async function expectSignedInLayout(page: Page, email = DEMO.email) {
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveText(email);
}

type ShareScope = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>>;

/**
 * The shared modules the page has loaded: per package, how many copies, and which federation
 * instance (`from`) provided each. Every runtime in the page (development remotes bring their
 * own) lists the share scope under its own name, so entries are counted once per object.
 */
export function sharedCargados(page: Page): Promise<Record<string, { versions: number; from: string[] }>> {
  return page.evaluate(() => {
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScope } }).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: number; from: string[] }> = {};
    const vistos = new Set<object>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const info of Object.values(versions)) {
            if (!info.loaded || vistos.has(info)) continue;
            vistos.add(info);
            result[pkg] ??= { versions: 0, from: [] };
            result[pkg].versions += 1;
            if (info.from) result[pkg].from.push(info.from);
          }
        }
      }
    }
    return result;
  });
}

/**
 * Waits until the page has had no request in flight for `calma` ms: what it started has ended, so
 * a request it never made is not merely late. (Not `waitForLoadState('networkidle')`, which in a
 * single-page app has long fired for the first load and returns at once.)
 */
export async function redEnCalma(page: Page, calma = 500): Promise<void> {
  let enVuelo = 0;
  let ultimo = Date.now();
  const empieza = () => {
    enVuelo++;
    ultimo = Date.now();
  };
  const acaba = () => {
    enVuelo = Math.max(0, enVuelo - 1);
    ultimo = Date.now();
  };
  page.on('request', empieza);
  page.on('requestfinished', acaba);
  page.on('requestfailed', acaba);
  try {
    await expect
      .poll(() => enVuelo === 0 && Date.now() - ultimo >= calma, { intervals: [100], timeout: 15_000 })
      .toBe(true);
  } finally {
    page.off('request', empieza);
    page.off('requestfinished', acaba);
    page.off('requestfailed', acaba);
  }
}

/** A link of the main navigation (the brand also says "Recibos"). */
export function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name, exact: true });
}

const AUTH_EMULATOR = AUTH_URL;
export const FIRESTORE_EMULATOR = FIRESTORE_URL;
export const PROJECT = PROYECTO_LOCAL;

/**
 * A new account in the Auth emulator. `verificado`: its address marked verified (as after the
 * verification link), which the rules require before a shared link shows it to admins.
 */
export async function crearUsuario(prefijo: string, { verificado = false, email: exacto = '' } = {}) {
  const email = exacto || `${prefijo}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@recibos.test`;
  const password = 'secreta123';
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string };
  if (verificado) {
    const r = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: body.localId, emailVerified: true }),
    });
    if (!r.ok) throw new Error(`No se pudo verificar ${email}: ${r.status}`);
  }
  return { email, password, uid: body.localId };
}

/** A Firestore REST value (the fields the tests read). */
export interface Valor {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  arrayValue?: { values?: Valor[] };
  mapValue?: { fields?: Record<string, Valor> };
}

/** A user's documents in a collection, read with the emulator's owner token (bypasses rules). */
export async function documentos(path: string): Promise<Array<{ id: string; fields: Record<string, Valor> }>> {
  const response = await fetch(`${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const body = (await response.json()) as {
    documents?: Array<{ name: string; fields: Record<string, Valor> }>;
  };
  return (body.documents ?? []).map((d) => ({ id: d.name.split('/').pop() as string, fields: d.fields }));
}

interface OobCode {
  email: string;
  /** For VERIFY_AND_CHANGE_EMAIL: the address the account moves to (`email` is the current one). */
  newEmail?: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_AND_CHANGE_EMAIL' | 'RECOVER_EMAIL';
}

/** The newest out-of-band code the Auth emulator "sent" to an address (it sends no email). */
export async function ultimoCodigo(email: string, tipo: OobCode['requestType']): Promise<OobCode> {
  for (let intento = 0; intento < 50; intento++) {
    const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    const codigo = oobCodes.filter((c) => c.email === email && c.requestType === tipo).pop();
    if (codigo) return codigo;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`El emulador no tiene ningún ${tipo} para ${email}`);
}

/** Whether the Auth emulator still has an account for that address. */
export async function existeCuenta(email: string): Promise<boolean> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  const body = (await response.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

/**
 * Creates a label on /etiquetas through its dialog and waits for the toast. `color`: a palette
 * colour's name ("Azul"), a custom one's ("Personalizado #1e40af"), or a new custom colour.
 */
export async function crearEtiquetaPorLaInterfaz(
  page: Page,
  nombre: string,
  color: string | { fondo: string; texto: string } = 'Gris pizarra',
) {
  await page
    .getByRole('button', { name: /^(Nueva etiqueta|Crear la primera etiqueta)$/ })
    .first()
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Nueva etiqueta' });
  await dialogo.getByLabel('Nombre').fill(nombre);
  if (typeof color === 'string') await dialogo.getByText(color, { exact: true }).click();
  else {
    await dialogo.getByText('Nuevo color personalizado…').click();
    await dialogo.getByLabel('Color de fondo', { exact: true }).fill(color.fondo);
    await dialogo.getByLabel('Color del texto', { exact: true }).fill(color.texto);
  }
  await dialogo.getByRole('button', { name: 'Guardar etiqueta' }).click();
  await expect(page.getByText('Etiqueta creada.').first()).toBeVisible();
  return dialogo;
}

/** Fills line `n` of the receipt (or payer) form. */
export async function rellenarLinea(page: Page, n: number, descripcion: string, cantidad: string, precio: string) {
  await page.getByLabel(`Descripción de la línea ${n}`).fill(descripcion);
  await page.getByLabel(`Cantidad de la línea ${n}`).fill(cantidad);
  await page.getByLabel(`Precio de la línea ${n}`).fill(precio);
}

/**
 * Opens receipt verification page of code `codigo` (the receipt's `verificacion`) in a page of its
 * own, as anyone would, and checks it says «Válido» for number `numero`.
 */
export async function verificaValido(page: Page, codigo: string, numero: string) {
  const otra = await page.context().newPage();
  await otra.goto(`/verificar/${codigo}`);
  await expect(otra.getByRole('heading', { level: 1 })).toContainText('Válido');
  await expect(otra.getByTestId('verificacion')).toContainText(numero);
  await otra.close();
}
