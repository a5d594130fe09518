// Issue 16: axe-core (WCAG 2.1 A and AA rules) finds no serious or critical violation on any
// route, on any dialog while it is open, or on any form showing its errors — on a phone and on a
// desktop, whose layouts differ (cards and tables, tabs and a bar).
import { crearCuentaConDatosLargos, type DatosLargos } from './datos-largos';
import {
  contexto,
  dialogos,
  formulariosConErrores,
  type Parada,
  rutas,
  type Sesion,
  violacionesGraves,
  visitar,
} from './recorrido';
import { expect, test } from './test';

let datos: DatosLargos;

test.beforeAll(async () => {
  datos = await crearCuentaConDatosLargos();
});

// The check can fail: an image with no text alternative and grey-on-grey text are reported.
test('axe reports a violation planted in a page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.body.append(img);
    const p = document.createElement('p');
    p.textContent = 'Texto casi invisible';
    p.style.cssText = 'color:#bbb;background:#ccc';
    document.body.append(p);
  });
  const violaciones = await violacionesGraves(page);
  expect(violaciones.some((v) => v.includes('image-alt'))).toBe(true);
  expect(violaciones.some((v) => v.includes('color-contrast'))).toBe(true);
});

for (const ancho of [390, 1280]) {
  test(`${ancho} px: no serious or critical axe violation anywhere`, async ({ browser }) => {
    test.setTimeout(300_000);
    const paradas = [...rutas(datos), ...dialogos(datos), ...formulariosConErrores(datos)];
    const fallos: string[] = [];
    let revisadas = 0;
    for (const sesion of ['anonima', 'usuario', 'admin'] as Sesion[]) {
      const { context, page } = await contexto(browser, ancho, sesion, datos);
      for (const parada of paradas.filter((p: Parada) => p.sesion === sesion)) {
        await visitar(page, parada);
        for (const v of await violacionesGraves(page)) fallos.push(`${parada.nombre} (${parada.ruta}): ${v}`);
        revisadas++;
      }
      await context.close();
    }
    expect(revisadas).toBe(paradas.length);
    expect(fallos, fallos.join('\n')).toEqual([]);
  });
}
