// One tour per width over every route, every dialog while it is open and every form showing its
// errors, with realistic long data (the stops: ./recorrido.ts). At each stop:
// - the page never scrolls sideways (a table may, inside its own box), at 320, 390, 768 and 1280 px,
//   no table cell is squeezed unreadable, and on a phone the header stays short;
// - axe-core (WCAG 2.1 A and AA rules) finds no serious or critical violation, on a phone and on a
//   desktop, whose layouts differ (cards and tables, tabs and a bar).
// Both checks share the tour: visiting the 35 stops is what costs, not checking them.
import { crearCuentaConDatosLargos, type DatosLargos } from './datos-largos';
import {
  celdasEstrujadas,
  contexto,
  desborde,
  dialogos,
  formulariosConErrores,
  type Parada,
  pildorasPartidas,
  rutas,
  type Sesion,
  violacionesGraves,
  visitar,
} from './recorrido';
import { expect, test } from './test';

/** Width → whether axe runs there too. */
const ANCHOS: Array<[number, boolean]> = [
  [320, false],
  [390, true],
  [768, false],
  [1280, true],
];
// Each width is a test of its own, so the tours share the workers.
test.describe.configure({ mode: 'parallel' });

let datos: DatosLargos;

test.beforeAll(async () => {
  datos = await crearCuentaConDatosLargos();
});

// Each check can fail, and names what it found.
test('a planted wide element is reported by name, and axe reports a planted violation', async ({ browser }) => {
  const { context, page } = await contexto(browser, 320, 'anonima', datos);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  // The app's page, not the one painted from HTML that it replaces (with whatever was planted in it).
  await expect(page.locator('#primera-pintura')).toHaveCount(0);
  await page.evaluate(() => {
    const ancho = document.createElement('p');
    ancho.className = 'plantado';
    ancho.style.width = '500px';
    ancho.textContent = 'Demasiado ancho';
    document.querySelector('main')?.append(ancho);
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.body.append(img);
    const pildora = document.createElement('span');
    pildora.dataset.testid = 'etiqueta';
    pildora.style.cssText = 'display:inline-block;width:4rem';
    pildora.textContent = 'Una etiqueta de nombre largo';
    document.querySelector('main')?.append(pildora);
    const p = document.createElement('p');
    p.textContent = 'Texto casi invisible';
    p.style.cssText = 'color:#bbb;background:#ccc';
    document.body.append(p);
  });
  const { exceso, culpables } = await desborde(page);
  expect(exceso).toBeGreaterThan(0);
  expect(culpables.join(' ')).toContain('<p.plantado> «Demasiado ancho»');
  expect(await pildorasPartidas(page)).toEqual([
    expect.stringMatching(/^«Una etiqueta de nombre largo» en \d líneas$/),
  ]);
  const violaciones = await violacionesGraves(page);
  expect(violaciones.some((v) => v.includes('image-alt'))).toBe(true);
  expect(violaciones.some((v) => v.includes('color-contrast'))).toBe(true);
  await context.close();
});

for (const [ancho, conAxe] of ANCHOS) {
  test(`${ancho} px: no page scrolls sideways${conAxe ? ' and axe finds nothing serious' : ''}, with long data, dialogs open and errors shown`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const paradas = [...rutas(datos), ...dialogos(datos), ...formulariosConErrores(datos)];
    const fallos: string[] = [];
    let revisadas = 0;
    for (const sesion of ['anonima', 'usuario', 'admin'] as Sesion[]) {
      const { context, page } = await contexto(browser, ancho, sesion, datos);
      for (const parada of paradas.filter((p: Parada) => p.sesion === sesion)) {
        await visitar(page, parada);
        const donde = `${parada.nombre} (${parada.ruta})`;
        const { exceso, culpables } = await desborde(page);
        if (exceso > 0) fallos.push(`${donde}: ${exceso} px de más → ${culpables.join('; ')}`);
        for (const p of await pildorasPartidas(page)) fallos.push(`${donde}: etiqueta ${p}`);
        for (const c of await celdasEstrujadas(page)) fallos.push(`${donde}: celda estrujada ${c}`);
        if (sesion === 'usuario' && ancho <= 390 && !parada.accion) {
          const alto = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().height);
          if (alto > 120) fallos.push(`${parada.nombre}: la cabecera mide ${Math.round(alto)} px de alto (máximo 120)`);
        }
        if (conAxe) for (const v of await violacionesGraves(page)) fallos.push(`${donde}: ${v}`);
        revisadas++;
      }
      await context.close();
    }
    expect(revisadas).toBe(paradas.length);
    expect(fallos, fallos.join('\n')).toEqual([]);
  });
}
