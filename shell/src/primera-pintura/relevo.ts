// /login, /register, / and /recibos paint from HTML made at build time (shell/primera-pintura/),
// while the app downloads and starts. The app renders into a root kept out of the document
// meanwhile, so the page is never in it twice; once the app shows something of its own (the
// remote's page, an error, another route, the signed-in layout), its root takes the painted page's
// place in one step, with what was typed or chosen there and the focus. Same components, same
// CSS: nothing moves (docs/decisiones/023-primera-pintura-desde-html.md, 026-marco-con-sesion-desde-html.md).

/** Set by the page's inline script when the address is not the one its HTML was made for. */
const CLASE_SIN_PRIMERA_PINTURA = 'sin-primera-pintura';

/** The app's root while it is out of the document; null once it has taken over (or never was). */
let apartada: HTMLElement | null = null;
const pintada = () => document.getElementById('primera-pintura');

/**
 * What the app shows of its own, as opposed to its loading states: a page's or an error card's
 * heading, or the signed-in layout (a signed-in visitor of /login goes home). A signed-in route's
 * painted page says its own (`data-relevo`: only a heading, the layout being painted already).
 */
const ALGO_PROPIO = 'h1, h2, header';

/**
 * Where the app renders, on a page painted from HTML (loaded by the entry only there): a new root,
 * out of the document until the app shows something of its own, or at once in the page's place
 * when the address is not the one its HTML was made for.
 */
export function prepararRelevo(): HTMLElement {
  const previa = pintada();
  if (!previa) return document.getElementById('root') as HTMLElement;
  const raiz = document.createElement('div');
  raiz.id = 'root';
  const vale =
    previa.dataset.ruta === window.location.pathname &&
    !document.documentElement.classList.contains(CLASE_SIN_PRIMERA_PINTURA);
  if (vale) {
    apartada = raiz;
    const propio = previa.dataset.relevo ?? ALGO_PROPIO;
    // Checked after each of React's commits, before the browser paints it. The app gone to another
    // address (a stale session hint: to sign in) no longer shows this page: it gives way at once.
    const vigia = new MutationObserver(() => {
      if (!raiz.querySelector(propio) && window.location.pathname === previa.dataset.ruta) return;
      vigia.disconnect();
      tomarElRelevo();
    });
    vigia.observe(raiz, { childList: true, subtree: true });
  } else previa.replaceWith(raiz);
  return raiz;
}

/**
 * What may hold focus or a value in the pages' own <main>: the app's root holds more around it
 * (the toaster, the route announcer, the layout's header).
 */
const ELEMENTOS = 'main a[href], main button, main input, main select';
type Campo = HTMLInputElement | HTMLSelectElement;
const clave = (e: Element) => `${e.tagName}:${e.getAttribute('name')}:${e.getAttribute('type')}`;

/**
 * The app's element for a focused one outside the page's fields: the same link (by address and
 * text, wherever the app's header put it) or <main> itself (reached by «Saltar al contenido»).
 */
function mismoFuera(activo: Element, raiz: HTMLElement): HTMLElement | null {
  if (activo.tagName === 'MAIN') return raiz.querySelector('main');
  if (activo.tagName !== 'A') return null;
  const mismo = (a: Element) =>
    a.getAttribute('href') === activo.getAttribute('href') && a.textContent === activo.textContent;
  return [...raiz.querySelectorAll<HTMLElement>('a[href]')].find(mismo) ?? null;
}

/**
 * The app's root replaces the painted page. On the same form (the same elements, in the same
 * order, maybe more after them), what was typed moves across, then the focus and the caret.
 * Idempotent.
 */
function tomarElRelevo(): void {
  const previa = pintada();
  const raiz = apartada;
  apartada = null;
  if (!previa || !raiz) return;
  const antes = [...previa.querySelectorAll<Campo>(ELEMENTOS)];
  const activo = document.activeElement;
  const indice = antes.indexOf(activo as Campo);
  const { selectionStart: inicio, selectionEnd: fin } = activo instanceof HTMLInputElement ? activo : {};
  previa.replaceWith(raiz);
  const despues = [...raiz.querySelectorAll<Campo>(ELEMENTOS)];
  // The app's page may hold more after them (the rows of a list whose data has arrived).
  const mismaPagina =
    despues.length >= antes.length && antes.every((e, i) => clave(e) === clave(despues[i] as Element));
  // React's own value setter (the field's prototype's), then the event its onChange listens for.
  if (mismaPagina)
    despues.forEach((campo, i) => {
      const valor = antes[i]?.value;
      if (valor && valor !== campo.value) {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(campo), 'value')?.set?.call(campo, valor);
        campo.dispatchEvent(new Event(campo.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      }
    });
  const destino =
    indice >= 0
      ? mismaPagina
        ? despues[indice]
        : undefined
      : activo && previa.contains(activo)
        ? mismoFuera(activo, raiz)
        : null;
  // Once React has applied the values (their updates run after this commit): setting one moves the caret.
  if (destino)
    queueMicrotask(() => {
      destino.focus();
      // type="email" has no caret (null).
      if (destino instanceof HTMLInputElement && inicio != null && fin != null) destino.setSelectionRange(inicio, fin);
    });
}

/**
 * The app failed as a whole (React unmounts its root): the painted page gives way all the same,
 * never a form that looks alive with its button waiting for ever. React's `onUncaughtError`.
 */
export function alFallarLaApp(error: unknown): void {
  reportError(error);
  tomarElRelevo();
}
