// How each team's pages painted from HTML are rendered at build time, in Node (./paginas.tsx,
// ./paginas-mf-recibos.tsx): as the app renders them at that address with no query.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: run in Node at build time, never in a page's shared scope
import { MemoryRouter } from 'react-router';

/** The function ./construir.mjs calls: a route's page as static markup. */
export function renderizadorDe(paginas: Record<string, ComponentType>): (ruta: string) => string {
  return (ruta) => {
    const Pagina = paginas[ruta];
    if (!Pagina) throw new Error(`Sin página que pintar para ${ruta}`);
    return renderToStaticMarkup(
      <MemoryRouter initialEntries={[ruta]}>
        <Pagina />
      </MemoryRouter>,
    );
  };
}
