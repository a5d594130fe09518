// Every route, dialog and form-with-errors of the app, as a new user meets them, for the checks
// that must hold everywhere (no page-wide horizontal scroll at any width, no serious or critical
// accessibility violation). Each entry says how to reach it and what shows it has loaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, expect, type Page } from '@playwright/test';
import type { DatosLargos } from './datos-largos';
import { ADMIN, entrar } from './fixtures';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Sesion = 'anonima' | 'usuario' | 'admin';

export interface Parada {
  nombre: string;
  sesion: Sesion;
  ruta: string;
  /** Waits until the route is fully shown. */
  listo: (page: Page) => Promise<unknown>;
  /** For a dialog or a form with errors: what to do once the route has loaded… */
  accion?: (page: Page) => Promise<unknown>;
  /** …and what shows the dialog or the errors. */
  abierto?: (page: Page) => Promise<unknown>;
}

const encabezado = (page: Page, nombre: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name: nombre }).first()).toBeVisible();
/** The receipt form's labels, loaded from mf-etiquetas. */
const etiquetas = (page: Page) => page.getByRole('group', { name: 'Etiquetas' }).getByRole('checkbox');
const dialogo = (page: Page, nombre: string) => expect(page.getByRole('dialog', { name: nombre })).toBeVisible();

/** The routes (signed out, signed in with long data, admin). */
export function rutas(datos: DatosLargos): Parada[] {
  return [
    { nombre: 'acceso', sesion: 'anonima', ruta: '/login', listo: (p) => encabezado(p, 'Iniciar sesión') },
    { nombre: 'registro', sesion: 'anonima', ruta: '/register', listo: (p) => encabezado(p, 'Crear una cuenta') },
    {
      nombre: 'enlace-no-valido',
      sesion: 'anonima',
      ruta: '/login?mode=resetPassword&oobCode=no-existe',
      listo: (p) => expect(p.getByRole('alert')).toBeVisible(),
    },
    {
      nombre: 'recibo-publico',
      sesion: 'anonima',
      ruta: `/recibos/view/${datos.token}`,
      listo: (p) => expect(p.getByTestId('recibo-total')).toBeVisible(),
    },
    {
      nombre: 'recibo-publico-no-disponible',
      sesion: 'anonima',
      ruta: `/recibos/view/${'x'.repeat(32)}`,
      listo: (p) => encabezado(p, 'Este recibo no está disponible'),
    },
    {
      nombre: 'admin-anonimo',
      sesion: 'anonima',
      ruta: '/admin/tokens',
      listo: (p) => encabezado(p, 'Administración de enlaces públicos'),
    },
    {
      nombre: 'inicio',
      sesion: 'usuario',
      ruta: '/',
      listo: (p) => expect(p.getByRole('table', { name: 'Últimos recibos' })).toBeVisible(),
    },
    {
      nombre: 'recibos',
      sesion: 'usuario',
      ruta: '/recibos',
      listo: async (p) => {
        await expect(p.getByRole('table', { name: 'Tus recibos' }).getByTestId('etiqueta').first()).toBeVisible();
        await expect(p.getByTestId('totales')).not.toHaveText('Calculando totales…');
      },
    },
    {
      nombre: 'nuevo-recibo',
      sesion: 'usuario',
      ruta: '/recibos/nuevo',
      listo: (p) => expect(etiquetas(p).first()).toBeVisible(),
    },
    {
      nombre: 'recibo',
      sesion: 'usuario',
      ruta: `/recibos/${datos.recibos[0]}`,
      listo: (p) => expect(p.getByTestId('enlace-publico')).toBeVisible(),
    },
    {
      // The second, never shared: a shared one is corrected, not edited.
      nombre: 'editar-recibo',
      sesion: 'usuario',
      ruta: `/recibos/${datos.recibos[1]}/editar`,
      listo: (p) => expect(etiquetas(p).first()).toBeChecked(),
    },
    {
      nombre: 'corregir-recibo',
      sesion: 'usuario',
      ruta: `/recibos/nuevo?sustituye=${datos.recibos[0]}`,
      listo: (p) => expect(p.getByRole('button', { name: 'Emitir la corrección' })).toBeVisible(),
    },
    {
      // Voided without a reason: its page offers to give one.
      nombre: 'recibo-anulado',
      sesion: 'usuario',
      ruta: `/recibos/${datos.recibos[2]}`,
      listo: (p) => expect(p.getByRole('button', { name: 'Guardar el motivo' })).toBeVisible(),
    },
    {
      nombre: 'etiquetas',
      sesion: 'usuario',
      ruta: '/etiquetas',
      listo: (p) => expect(p.getByRole('list', { name: 'Tus colores' })).toBeVisible(),
    },
    {
      nombre: 'emisor',
      sesion: 'usuario',
      ruta: '/recibos/emisor',
      listo: (p) => expect(p.getByLabel('Nombre o razón social')).toBeVisible(),
    },
    {
      nombre: 'pagadores',
      sesion: 'usuario',
      ruta: '/recibos/pagadores',
      listo: (p) => expect(p.getByRole('table', { name: 'Tus pagadores' })).toBeVisible(),
    },
    {
      nombre: 'nuevo-pagador',
      sesion: 'usuario',
      ruta: '/recibos/pagadores/nuevo',
      listo: (p) => expect(etiquetas(p).first()).toBeVisible(),
    },
    {
      nombre: 'importar-pagadores',
      sesion: 'usuario',
      ruta: '/recibos/pagadores/importar',
      listo: (p) => encabezado(p, 'Importar pagadores'),
    },
    {
      nombre: 'grupo',
      sesion: 'usuario',
      ruta: '/recibos/grupo',
      listo: (p) => expect(p.getByRole('list', { name: 'Tus pagadores' }).getByRole('checkbox').first()).toBeVisible(),
    },
    {
      nombre: 'periodicos',
      sesion: 'usuario',
      ruta: '/recibos/periodicos',
      listo: (p) => expect(p.getByRole('table', { name: 'Tus recibos periódicos' })).toBeVisible(),
    },
    {
      nombre: 'plan',
      sesion: 'usuario',
      ruta: '/recibos/periodicos/pl1',
      listo: (p) => expect(p.getByRole('table', { name: 'Recibos del plan' })).toBeVisible(),
    },
    {
      nombre: 'cobros',
      sesion: 'usuario',
      ruta: '/recibos/cobros',
      listo: (p) => expect(p.getByRole('table', { name: 'Cobros pendientes' })).toBeVisible(),
    },
    {
      nombre: 'resumen',
      sesion: 'usuario',
      ruta: '/recibos/resumen/2026',
      listo: async (p) => {
        await expect(p.getByRole('table', { name: 'Recibos de 2026 por pagador' })).toBeVisible();
        await expect(p.getByText('Leyendo los datos del emisor…')).toHaveCount(0);
      },
    },
    {
      nombre: 'editar-plan',
      sesion: 'usuario',
      ruta: '/recibos/periodicos/pl1/editar',
      listo: (p) => expect(etiquetas(p).first()).toBeChecked(),
    },
    { nombre: 'cuenta', sesion: 'usuario', ruta: '/cuenta', listo: (p) => encabezado(p, 'Cuenta') },
    {
      nombre: 'no-encontrada',
      sesion: 'usuario',
      ruta: '/no-existe',
      listo: (p) => encabezado(p, 'Página no encontrada'),
    },
    {
      nombre: 'admin',
      sesion: 'admin',
      ruta: '/admin/tokens',
      listo: (p) => expect(p.getByRole('table', { name: 'Enlaces públicos' })).toBeVisible(),
    },
    {
      // The field data the other specs' pages sent meanwhile, or none yet.
      nombre: 'salud',
      sesion: 'admin',
      ruta: '/admin/salud?dias=28',
      listo: (p) =>
        expect(
          p
            .getByRole('table', { name: 'Medidas por ruta y versión' })
            .or(p.getByText('Aún no hay medidas en este periodo.')),
        ).toBeVisible(),
    },
  ];
}

/** Every dialog and pop-up list, opened (and never confirmed). */
export function dialogos(datos: DatosLargos): Parada[] {
  const etiquetas = rutas(datos).find((r) => r.nombre === 'etiquetas') as Parada;
  const nuevoRecibo = rutas(datos).find((r) => r.nombre === 'nuevo-recibo') as Parada;
  const recibo = rutas(datos).find((r) => r.nombre === 'recibo') as Parada;
  const cuenta = rutas(datos).find((r) => r.nombre === 'cuenta') as Parada;
  const cobros = rutas(datos).find((r) => r.nombre === 'cobros') as Parada;
  return [
    {
      ...cobros,
      nombre: 'dialogo-descartar-cobro',
      accion: (p) => p.getByRole('button', { name: /^Descartar el cobro de / }).click(),
      abierto: (p) => dialogo(p, 'Descartar el cobro'),
    },
    {
      ...nuevoRecibo,
      nombre: 'sugerencias-pagador',
      accion: (p) => p.getByRole('combobox', { name: 'Nombre del pagador' }).pressSequentially('mar'),
      abierto: (p) => expect(p.getByRole('listbox', { name: 'Pagadores anteriores' })).toBeVisible(),
    },
    {
      ...etiquetas,
      nombre: 'dialogo-nueva-etiqueta',
      accion: async (p) => {
        await p.getByRole('button', { name: 'Nueva etiqueta' }).click();
        await p.getByRole('dialog', { name: 'Nueva etiqueta' }).getByText('Nuevo color personalizado…').click();
      },
      abierto: (p) => expect(p.getByRole('dialog', { name: 'Nueva etiqueta' }).getByText(/^Contraste/)).toBeVisible(),
    },
    {
      ...etiquetas,
      nombre: 'dialogo-editar-etiqueta',
      accion: (p) => p.getByRole('button', { name: /^Editar Clientes del segundo/ }).click(),
      abierto: (p) => dialogo(p, 'Editar etiqueta'),
    },
    {
      ...etiquetas,
      nombre: 'dialogo-editar-color',
      accion: (p) =>
        p
          .getByRole('button', { name: /^Editar color/ })
          .first()
          .click(),
      abierto: (p) => dialogo(p, 'Editar color'),
    },
    {
      ...etiquetas,
      nombre: 'dialogo-eliminar-etiqueta',
      accion: (p) => p.getByRole('button', { name: /^Eliminar Clientes del segundo/ }).click(),
      abierto: (p) => dialogo(p, 'Eliminar etiqueta'),
    },
    {
      ...recibo,
      nombre: 'dialogo-anular-recibo',
      accion: (p) => p.getByRole('button', { name: 'Anular' }).click(),
      abierto: (p) => dialogo(p, 'Anular recibo'),
    },
    {
      ...recibo,
      nombre: 'dialogo-dejar-de-compartir',
      accion: (p) => p.getByRole('button', { name: 'Dejar de compartir' }).click(),
      abierto: (p) => dialogo(p, 'Dejar de compartir'),
    },
    {
      ...cuenta,
      nombre: 'dialogo-eliminar-cuenta',
      accion: (p) => p.getByRole('button', { name: 'Eliminar mi cuenta' }).click(),
      abierto: (p) => dialogo(p, 'Eliminar la cuenta'),
    },
    {
      ...cuenta,
      nombre: 'dialogo-confirmar-contrasena',
      accion: async (p) => {
        await p.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
        await p.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
      },
      abierto: (p) => expect(p.getByRole('dialog', { name: 'Confirma tu identidad' })).toBeVisible(),
    },
    {
      ...(rutas(datos).find((r) => r.nombre === 'plan') as Parada),
      nombre: 'dialogo-terminar-plan',
      accion: (p) => p.getByRole('button', { name: 'Terminar' }).click(),
      abierto: (p) => dialogo(p, 'Terminar el plan'),
    },
    {
      ...(rutas(datos).find((r) => r.nombre === 'admin') as Parada),
      nombre: 'dialogo-revocar-enlace',
      // The reason left empty: the dialog shows its error too.
      accion: async (p) => {
        await p
          .getByRole('button', { name: /^Revocar/ })
          .first()
          .click();
        await p
          .getByRole('dialog', { name: 'Revocar el enlace' })
          .getByRole('button', { name: 'Revocar enlace' })
          .click();
      },
      abierto: (p) => expect(p.getByText('Escribe el motivo de la revocación.')).toBeVisible(),
    },
  ];
}

/** Every form, submitted wrong so that it shows its errors (nothing is written). */
export function formulariosConErrores(datos: DatosLargos): Parada[] {
  const por = (nombre: string) => [...rutas(datos)].find((r) => r.nombre === nombre) as Parada;
  return [
    {
      ...por('acceso'),
      nombre: 'errores-acceso',
      accion: (p) => p.getByRole('button', { name: 'Entrar', exact: true }).click(),
      abierto: (p) => expect(p.getByRole('alert')).toBeVisible(),
    },
    {
      ...por('acceso'),
      nombre: 'errores-olvido',
      accion: async (p) => {
        await p.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
        await p.getByRole('button', { name: /Enviar/ }).click();
      },
      abierto: (p) => expect(p.getByText('Introduce tu correo electrónico.')).toBeVisible(),
    },
    {
      ...por('registro'),
      nombre: 'errores-registro',
      accion: (p) => p.getByRole('button', { name: 'Crear cuenta' }).click(),
      abierto: (p) => expect(p.getByText('Escribe tu nombre.')).toBeVisible(),
    },
    {
      ...por('nuevo-recibo'),
      nombre: 'errores-recibo',
      accion: async (p) => {
        await p.getByLabel('Precio de la línea 1').fill('100000000,01');
        await p.getByRole('button', { name: 'Emitir recibo' }).click();
      },
      abierto: (p) => expect(p.getByText('El concepto es obligatorio.')).toBeVisible(),
    },
    {
      ...por('nuevo-recibo'),
      nombre: 'nuevo-recibo-de-alquiler',
      accion: (p) => p.getByRole('radio', { name: 'Alquiler' }).check(),
      abierto: (p) => expect(p.getByLabel('Dirección del inmueble')).toBeVisible(),
    },
    {
      ...por('nuevo-pagador'),
      nombre: 'errores-pagador',
      accion: async (p) => {
        await p.getByLabel('Correo electrónico (opcional)').fill('no-es-un-correo');
        await p.getByRole('button', { name: 'Añadir pagador' }).click();
      },
      abierto: (p) => expect(p.getByText('El nombre del pagador es obligatorio.')).toBeVisible(),
    },
    {
      ...por('grupo'),
      nombre: 'errores-grupo',
      accion: (p) => p.getByRole('button', { name: 'Ver los recibos' }).click(),
      abierto: (p) => expect(p.getByText('Elige al menos un pagador.')).toBeVisible(),
    },
    {
      ...por('grupo'),
      nombre: 'vista-previa-grupo',
      accion: async (p) => {
        await p.getByLabel('Concepto', { exact: true }).fill('Cuota');
        await p.getByLabel('Descripción de la línea 1').fill('Cuota anual');
        await p.getByLabel('Precio de la línea 1').fill('50');
        await p.getByRole('button', { name: 'Elegir todos' }).click();
        await p.getByRole('button', { name: 'Ver los recibos' }).click();
      },
      abierto: (p) => expect(p.getByTestId('resumen-grupo')).toBeVisible(),
    },
    {
      ...por('editar-plan'),
      nombre: 'errores-plan',
      accion: async (p) => {
        await p.getByLabel('Día del mes').fill('0');
        await p.getByLabel('Último día (opcional)').fill('2026-01-01');
        await p.getByRole('button', { name: 'Guardar plan' }).click();
      },
      abierto: (p) => expect(p.getByText('Indica un día del mes del 1 al 31.')).toBeVisible(),
    },
    {
      ...por('emisor'),
      nombre: 'errores-emisor',
      accion: async (p) => {
        await p.getByLabel('Nombre o razón social').fill(' ');
        await p.getByLabel('Correo electrónico').fill('no-es-un-correo');
        await p.getByLabel('Teléfono').fill('abc');
        await p.getByRole('button', { name: 'Guardar datos' }).click();
      },
      abierto: (p) => expect(p.getByText('Indica tu nombre o el de tu empresa.')).toBeVisible(),
    },
    {
      ...por('etiquetas'),
      nombre: 'errores-etiqueta',
      accion: async (p) => {
        await p.getByRole('button', { name: 'Nueva etiqueta' }).click();
        await p.getByRole('dialog').getByRole('button', { name: 'Guardar etiqueta' }).click();
      },
      abierto: (p) => expect(p.getByRole('dialog').locator('.ui-field__error').first()).toBeVisible(),
    },
    {
      ...por('cuenta'),
      nombre: 'errores-cuenta',
      accion: async (p) => {
        await p.getByLabel('Nombre visible').fill(' ');
        await p.getByRole('button', { name: 'Guardar nombre' }).click();
        await p.getByLabel('Nuevo correo electrónico').fill('no-es-un-correo');
        await p.getByRole('button', { name: 'Cambiar correo' }).click();
        await p.getByLabel('Nueva contraseña').fill('123');
        await p.getByRole('button', { name: 'Cambiar contraseña' }).click();
      },
      abierto: (p) => expect(p.getByText('La contraseña no cumple los requisitos.')).toBeVisible(),
    },
  ];
}

/**
 * A context at `ancho` px wide, signed in as `sesion` (the shell remembers it across pages). Not
 * emulated as a mobile device: a mobile viewport grows to fit content that sticks out (the page
 * zooms out), which would hide exactly the overflow these checks look for.
 */
export async function contexto(browser: Browser, ancho: number, sesion: Sesion, datos: DatosLargos) {
  const context = await browser.newContext({ viewport: { width: ancho, height: ancho < 500 ? 780 : 900 } });
  const page = await context.newPage();
  if (sesion !== 'anonima') {
    await entrar(page, sesion === 'admin' ? ADMIN : datos);
  }
  return { context, page };
}

/** Goes to the stop and waits for it; a dialog or the errors are opened on the loaded route. */
export async function visitar(page: Page, parada: Parada) {
  await page.goto(parada.ruta);
  await parada.listo(page);
  if (parada.accion) {
    await parada.accion(page);
    await parada.abierto?.(page);
  }
  await asentado(page);
}

/** Late layout (fonts, remote labels, a resized window) has settled: two frames later. */
export async function asentado(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * How much wider than the window the page is, and the elements sticking out (those inside a
 * container that scrolls or clips them are that container's business, not the page's).
 */
export function desborde(page: Page): Promise<{ exceso: number; culpables: string[] }> {
  return page.evaluate(() => {
    const ancho = window.innerWidth;
    const exceso = document.documentElement.scrollWidth - ancho;
    const recortado = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const describir = (el: Element) => {
      const clases =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const texto = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${clases}> «${texto}» (${Math.round(el.getBoundingClientRect().right)} px)`;
    };
    const culpables: string[] = [];
    if (exceso > 0)
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > ancho + 0.5 && !recortado(el)) culpables.push(describir(el));
      }
    return { exceso, culpables: culpables.slice(0, 12) };
  });
}

/**
 * Table cells that a phone's card squeezes below a readable width: a long text in the card's second
 * column left the first a letter per line (the plans' list, the pending charges), which no
 * sideways scroll reveals.
 */
export function celdasEstrujadas(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.ui-tabla tbody td, .ui-tabla tbody th'))
      .filter((celda) => {
        const { width } = celda.getBoundingClientRect();
        return width > 0 && width < 56 && (celda.textContent ?? '').trim().length > 3;
      })
      .slice(0, 8)
      .map(
        (celda) =>
          `«${(celda.textContent ?? '').trim().slice(0, 40)}» (${Math.round(celda.getBoundingClientRect().width)} px)`,
      ),
  );
}

/** Serious and critical WCAG 2.1 A/AA violations, one line each with the elements involved. */
export async function violacionesGraves(page: Page): Promise<string[]> {
  // axe-core itself, put in the page once per document rather than on every check as AxeBuilder
  // does: the tour checks some 30 stops per document, and the injection was most of the time.
  // Evaluated, not a script tag: the app's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(
    async (etiquetas) => {
      const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: etiquetas },
        // Only violations are read: axe then skips describing every passing node.
        resultTypes: ['violations'],
      });
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((n) => n.target.map(String)),
      }));
    },
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/** Label pills whose name is drawn on more than one line (a pill is one line; a long name is cut). */
export function pildorasPartidas(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="etiqueta"]')).flatMap((el) => {
      if (!(el as HTMLElement).offsetParent) return [];
      const rango = document.createRange();
      rango.selectNodeContents(el);
      const lineas = new Set(Array.from(rango.getClientRects(), (r) => Math.round(r.top))).size;
      return lineas > 1 ? [`«${(el.textContent ?? '').trim()}» en ${lineas} líneas`] : [];
    }),
  );
}
