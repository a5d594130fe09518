// Toasts never cover an action: at 320, 390, 768 and 1280 px, on the pages whose actions toast,
// with one toast and with several, with the pointer resting on them and with the page scrolled,
// no toast's box meets any enabled button, link or field of the page while it is shown.
import type { Page } from '@playwright/test';
import { crearCuentaConDatosLargos, type DatosLargos } from './datos-largos';
import { crearEtiquetaPorLaInterfaz, entrar } from './fixtures';
import { expect, test } from './test';

const ANCHOS = [320, 390, 768, 1280];
test.describe.configure({ mode: 'parallel' });

let datos: DatosLargos;
test.beforeAll(async () => {
  datos = await crearCuentaConDatosLargos();
});

const avisos = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');

/**
 * Waits for the toasts and the page to come to rest (sonner's entrance and the room it opens are
 * transitions), then names every action a toast's box meets. `nuevos`: how many toasts the step
 * shows that were not there at the last check (each check marks those it saw), 0 when it only
 * moves the pointer or the page.
 */
async function tapadas(page: Page, nuevos: number): Promise<string[]> {
  if (nuevos > 0) await expect(avisos(page).and(page.locator(':not([data-visto])'))).toHaveCount(nuevos);
  else await expect(avisos(page).first()).toBeVisible();
  // At rest: every toast mounted, nothing moving between two frames (a transition starts a frame
  // after its cause) and no animation running.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((listo) => {
            const cajas = () =>
              JSON.stringify(
                [...document.querySelectorAll<HTMLElement>('[data-sonner-toast], main')].map((t) => {
                  const r = t.getBoundingClientRect();
                  return [t.dataset.mounted, r.top, r.left, r.height];
                }),
              );
            const antes = cajas();
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                listo(
                  antes === cajas() &&
                    !antes.includes('"false"') &&
                    document.getAnimations().every((a) => a.playState !== 'running'),
                ),
              ),
            );
          }),
      ),
    )
    .toBe(true);
  return page.evaluate(() => {
    const vistos = [
      ...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])'),
    ];
    for (const t of vistos) t.dataset.visto = '';
    const cajas = vistos.map((t) => t.getBoundingClientRect());
    const acciones = document.querySelectorAll<HTMLElement>(
      'button:not(:disabled), a[href], input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [role="button"]',
    );
    // What stays at the top while the page scrolls hides the part of an action beneath it.
    const fijos = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (e) => getComputedStyle(e).position === 'sticky',
    );
    const tapadas: string[] = [];
    for (const accion of acciones) {
      if (accion.closest('[data-sonner-toaster]')) continue;
      const caja = accion.getBoundingClientRect();
      if (caja.width === 0 || caja.height === 0 || getComputedStyle(accion).visibility === 'hidden') continue;
      const a = { left: caja.left, right: caja.right, top: caja.top, bottom: caja.bottom };
      for (const f of fijos) {
        const r = f.getBoundingClientRect();
        if (!f.contains(accion) && a.top < r.bottom && a.bottom > r.top) a.top = Math.max(a.top, r.bottom);
      }
      if (a.top >= a.bottom) continue;
      for (const c of cajas) {
        if (a.left < c.right && c.left < a.right && a.top < c.bottom && c.top < a.bottom) {
          const nombre = (accion.getAttribute('aria-label') || accion.textContent || accion.outerHTML).trim();
          tapadas.push(
            `<${accion.tagName.toLowerCase()}> «${nombre.slice(0, 40)}» (y ${Math.round(a.top)}–${Math.round(a.bottom)}; el aviso, ${Math.round(c.top)}–${Math.round(c.bottom)})`,
          );
          break;
        }
      }
    }
    return tapadas;
  });
}

for (const ancho of ANCHOS) {
  test(`${ancho} px: no toast covers a button, link or field`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width: ancho, height: ancho < 500 ? 780 : 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await entrar(page, datos, '/etiquetas');
    const fallos: string[] = [];
    const revisar = async (donde: string, nuevos: number) => {
      for (const t of await tapadas(page, nuevos)) fallos.push(`${donde}: ${t}`);
    };

    // A label created: its toast; then the next one, made at once while the first may still show.
    await expect(page.getByRole('list', { name: 'Tus colores' })).toBeVisible();
    await crearEtiquetaPorLaInterfaz(page, `Luz ${ancho}`);
    await revisar('etiquetas, tras crear una', 1);
    await crearEtiquetaPorLaInterfaz(page, `Agua ${ancho}`);
    await revisar('etiquetas, tras crear otra', 1);

    // A receipt's page (Duplicar, Eliminar, the share panel) with three toasts at once: the link
    // copied three times, the pointer resting on the first toast (sonner holds them all while it
    // rests there, and they must not spread over the page) while the keyboard copies again; then
    // scrolled, the page passing beneath the header and the toasts, never under a toast alone.
    await page.goto(`/recibos/${datos.recibos[0]}`);
    const copiar = page.getByRole('button', { name: 'Copiar enlace' });
    await copiar.click();
    await avisos(page).and(page.locator(':not([data-visto])')).first().hover();
    await copiar.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await revisar('recibo, tres avisos con el puntero encima', 3);
    await page.mouse.wheel(0, 400);
    await revisar('recibo, desplazado', 0);
    await page.mouse.move(0, ancho < 500 ? 700 : 800);
    await expect(avisos(page)).toHaveCount(0, { timeout: 20_000 });

    // Cuenta, after changing the name.
    await page.goto('/cuenta');
    const nombre = page.getByLabel('Nombre visible');
    await nombre.fill(`María ${ancho}`);
    await page.getByRole('button', { name: 'Guardar nombre' }).click();
    await expect(page.getByText('Nombre actualizado.')).toBeVisible();
    await revisar('cuenta', 1);

    await context.close();
    expect(fallos, fallos.join('\n')).toEqual([]);
  });
}
