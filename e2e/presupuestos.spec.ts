import { type EstadoDeSesion, incumplimientos, medir, sesionGuardada } from '../bench/medir.mjs';
import { sembrarReciboPublico } from '../bench/semilla.mjs';
import { ADMIN, crearUsuario, REMOTES } from './fixtures';
import { E2E_SHELL } from './puertos';
import { expect, test } from './test';

// The byte budgets (docs/rendimiento.md, "Presupuestos"), measured the way `pnpm bench` measures
// them (cold cache, gzip of every JS response). Bytes are deterministic for a given build, so
// they are asserted; times are only printed by the bench.
test('every route keeps its byte budget, one copy of each shared library, Firestore and mf-admin only where needed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shell = baseURL ?? E2E_SHELL;
  const remotos = Object.fromEntries(Object.entries(REMOTES).map(([nombre, url]) => [nombre, new URL(url).origin]));
  const usuario = await crearUsuario('presupuesto');
  const token = `Presupuesto${Date.now()}`.padEnd(32, 'x');
  await sembrarReciboPublico(usuario.uid, token);
  const sesion = await sesionGuardada(browser, shell, usuario);
  const admin = await sesionGuardada(browser, shell, ADMIN);

  const rutas: Array<[string, EstadoDeSesion | null, string]> = [
    ['/login', null, 'Entrar'],
    [`/recibos/view/${token}`, null, 'Imprimir'],
    ['/', sesion, 'Cerrar sesión'],
    ['/etiquetas', sesion, 'Cerrar sesión'],
    ['/recibos', sesion, 'Cerrar sesión'],
    ['/cuenta', sesion, 'Cerrar sesión'],
    ['/admin/tokens', admin, 'Enlaces públicos de recibos'],
  ];
  const fallos: string[] = [];
  for (const [ruta, estado, texto] of rutas) {
    const r = await medir(browser, `${shell}${ruta}`, estado, remotos, texto);
    console.log(
      `${ruta.padEnd(48)} ${r.jsGzip} B gzip, ${r.jsPeticiones} JS, sesión: ${r.codigoDeSesion.join(', ') || 'nada'}`,
    );
    fallos.push(...incumplimientos(ruta, r));
  }
  expect(fallos).toEqual([]);
});

// The main-thread budget that has a deterministic figure: the JavaScript a route must run before
// its page can paint. The routes painted from HTML: none (their only inline script, which hides the
// page where it would show the wrong thing, is a few hundred bytes); every other route paints after
// the app's JS (`pnpm bench` prints how long that takes).
test('the routes painted from HTML run no JavaScript before they paint: every script deferred, the one inline script under 300 bytes', async ({
  request,
}) => {
  for (const [ruta, pintado] of [
    ['/login', '>Iniciar sesión</h1>'],
    ['/register', '>Crear una cuenta</h1>'],
    ['/recibos', '>Recibos</h1>'],
  ] as const) {
    const html = await (await request.get(ruta)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const externos = scripts.filter(([, atributos]) => /\bsrc=/.test(atributos ?? ''));
    const enLinea = scripts.filter(([, atributos]) => !/\bsrc=/.test(atributos ?? ''));
    expect(externos.length, ruta).toBeGreaterThan(0);
    for (const [etiqueta, atributos] of externos) expect(atributos, etiqueta).toMatch(/\bdefer\b/);
    expect(
      enLinea.reduce((bytes, [, , cuerpo]) => bytes + Buffer.byteLength(cuerpo ?? ''), 0),
      ruta,
    ).toBeLessThan(300);
    expect(html, ruta).toContain(pintado);
  }
});
