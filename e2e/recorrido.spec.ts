// A phone's tour and a desktop's over every route, every dialog while it is open and every form
// showing its errors, with realistic long data (the stops: ./recorrido.ts). At each stop:
// - the page never scrolls sideways (a table may, inside its own box), at 320, 390, 768 and 1280 px,
//   no table cell is squeezed unreadable, and on a phone the header stays short;
// - axe-core (WCAG 2.1 A and AA rules) finds no serious or critical violation, on a phone and on a
//   desktop, whose layouts differ (cards and tables, tabs and a bar).
// Both checks share the tour: visiting the stops is what costs, not checking them.
import { crearCuentaConDatosLargos, type DatosLargos } from './datos-largos';
import {
  asentado,
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

/**
 * Two tours: each loads every stop at the width axe checks, then narrows the same window to the
 * other width of its kind and checks the layout again. The layout follows the width through CSS
 * media queries (30, 40 and 60 rem), and the two scripts that measure, the toasts' zone and the
 * header, measure again on resize: a narrowed window lays out as one opened at that width, and
 * the stops are visited once for both.
 */
const TOURS: Array<{ ancho: number; alto: number; estrecho: number }> = [
  { ancho: 390, alto: 780, estrecho: 320 },
  { ancho: 1280, alto: 900, estrecho: 768 },
];
// Each tour is a test of its own, so the tours share the workers.
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

for (const { ancho, alto, estrecho } of TOURS) {
  test(`${ancho} and ${estrecho} px: no page scrolls sideways, and at ${ancho} px axe finds nothing serious, with long data, dialogs open and errors shown`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const paradas = [...rutas(datos), ...dialogos(datos), ...formulariosConErrores(datos)];
    const fallos: string[] = [];
    let revisadas = 0;
    for (const sesion of ['anonima', 'usuario', 'admin'] as Sesion[]) {
      const { context, page } = await contexto(browser, ancho, sesion, datos);
      for (const parada of paradas.filter((p: Parada) => p.sesion === sesion)) {
        await page.setViewportSize({ width: ancho, height: alto });
        await visitar(page, parada);
        for (const v of await violacionesGraves(page))
          fallos.push(`${parada.nombre} (${parada.ruta}), ${ancho} px: ${v}`);
        for (const anchoRevisado of [ancho, estrecho]) {
          if (anchoRevisado !== ancho) {
            await page.setViewportSize({ width: anchoRevisado, height: alto });
            await asentado(page);
          }
          const donde = `${parada.nombre} (${parada.ruta}), ${anchoRevisado} px`;
          const { exceso, culpables } = await desborde(page);
          if (exceso > 0) fallos.push(`${donde}: ${exceso} px de más → ${culpables.join('; ')}`);
          for (const p of await pildorasPartidas(page)) fallos.push(`${donde}: etiqueta ${p}`);
          for (const c of await celdasEstrujadas(page)) fallos.push(`${donde}: celda estrujada ${c}`);
          if (sesion === 'usuario' && anchoRevisado <= 390 && !parada.accion) {
            const altoCabecera = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().height);
            if (altoCabecera > 120)
              fallos.push(`${donde}: la cabecera mide ${Math.round(altoCabecera)} px de alto (máximo 120)`);
          }
          revisadas++;
        }
      }
      await context.close();
    }
    expect(revisadas).toBe(2 * paradas.length);
    expect(fallos, fallos.join('\n')).toEqual([]);
  });
}
