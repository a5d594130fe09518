// How each team's pages painted from HTML are rendered at build time, in Node (./paginas.tsx,
// ./paginas-mf-recibos.tsx, ./paginas-mf-etiquetas.tsx): as the app renders them at that address
// with no query, and no one signed in (what depends on the user is left as a page renders it
// without one) unless a team's pages say otherwise.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: run in Node at build time, never in a page's shared scope
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthContextValue } from 'shared-firebase';

export const SIN_USUARIO: AuthContextValue = { user: null, loading: false, signOut: () => Promise.resolve() };

/** The function ./construir.mjs calls: a route's page as static markup. */
export function renderizadorDe(
  paginas: Record<string, ComponentType>,
  auth: AuthContextValue = SIN_USUARIO,
): (ruta: string) => string {
  return (ruta) => {
    const Pagina = paginas[ruta];
    if (!Pagina) throw new Error(`Sin página que pintar para ${ruta}`);
    return renderToStaticMarkup(
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[ruta]}>
          <Pagina />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
  };
}
