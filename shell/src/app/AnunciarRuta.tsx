import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-firebase/router';

const MARCA = 'Recibos';
/** Remote pages load on demand: wait this long for the new page's heading to appear. */
const ESPERA_MS = 15000;

/**
 * After every route change: the tab's title becomes the new page's heading ("Etiquetas ·
 * Recibos", in Spanish like every heading) and focus moves to that heading, so keyboard and
 * screen-reader users start on the new page instead of the link they left. The first page load
 * keeps the browser's own focus; it only gets its title.
 */
export function AnunciarRuta() {
  const { pathname } = useLocation();
  const primera = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger, not read
  useEffect(() => {
    const moverFoco = !primera.current;
    primera.current = false;
    const aplicar = () => {
      const h1 = document.querySelector<HTMLElement>('h1');
      const texto = h1?.textContent?.trim();
      if (!h1 || !texto) return false;
      document.title = `${texto} · ${MARCA}`;
      if (moverFoco) {
        if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
        h1.focus();
      }
      return true;
    };
    if (aplicar()) return;
    const observador = new MutationObserver(() => {
      if (aplicar()) observador.disconnect();
    });
    observador.observe(document.body, { childList: true, subtree: true, characterData: true });
    const limite = setTimeout(() => observador.disconnect(), ESPERA_MS);
    return () => {
      observador.disconnect();
      clearTimeout(limite);
    };
  }, [pathname]);

  return null;
}
