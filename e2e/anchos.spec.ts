// Issue 16: every route, dialog and form with its errors fits 320, 390, 768 and 1280 px with
// realistic long data — the page never scrolls sideways (a table may, inside its own box) — and
// on a phone the header stays short.
import { crearCuentaConDatosLargos, type DatosLargos } from './datos-largos';
import {
  contexto,
  desborde,
  dialogos,
  formulariosConErrores,
  type Parada,
  rutas,
  type Sesion,
  visitar,
} from './recorrido';
import { expect, test } from './test';

const ANCHOS = [320, 390, 768, 1280];
let datos: DatosLargos;

test.beforeAll(async () => {
  datos = await crearCuentaConDatosLargos();
});

// The check can fail, and names what sticks out.
test('a planted wide element is reported by name', async ({ browser }) => {
  const { context, page } = await contexto(browser, 320, 'anonima', datos);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.evaluate(() => {
    const ancho = document.createElement('p');
    ancho.className = 'plantado';
    ancho.style.width = '500px';
    ancho.textContent = 'Demasiado ancho';
    document.querySelector('main')?.append(ancho);
  });
  const { exceso, culpables } = await desborde(page);
  expect(exceso).toBeGreaterThan(0);
  expect(culpables.join(' ')).toContain('<p.plantado> «Demasiado ancho»');
  await context.close();
});

for (const ancho of ANCHOS) {
  test(`${ancho} px: no page scrolls sideways, with long data, dialogs open and errors shown`, async ({ browser }) => {
    test.setTimeout(240_000);
    const paradas = [...rutas(datos), ...dialogos(datos), ...formulariosConErrores(datos)];
    const fallos: string[] = [];
    for (const sesion of ['anonima', 'usuario', 'admin'] as Sesion[]) {
      const { context, page } = await contexto(browser, ancho, sesion, datos);
      for (const parada of paradas.filter((p: Parada) => p.sesion === sesion)) {
        await visitar(page, parada);
        const { exceso, culpables } = await desborde(page);
        if (exceso > 0) fallos.push(`${parada.nombre} (${parada.ruta}): ${exceso} px de más → ${culpables.join('; ')}`);
        if (sesion === 'usuario' && ancho <= 390 && !parada.accion) {
          const alto = await page.locator('.shell-header').evaluate((h) => h.getBoundingClientRect().height);
          if (alto > 120) fallos.push(`${parada.nombre}: la cabecera mide ${Math.round(alto)} px de alto (máximo 120)`);
        }
      }
      await context.close();
    }
    expect(fallos, fallos.join('\n')).toEqual([]);
  });
}
