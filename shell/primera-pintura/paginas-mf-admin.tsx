// Rendered at build time, in Node (./construir.mjs): mf-admin's /admin/tokens painted from HTML, as
// an admin first sees it, the links still on the way: the admin pages' own bar (no app layout)
// and the tokens page's content, compiled from mf-admin's folder. Whose session it is the HTML
// cannot know: the bar's e-mail is empty. The page's inline script shows it only where the last
// session was an admin's (./html.mjs).
import type { ComponentType } from 'react';
import { MarcoDeAdmin } from '../../mf-admin/src/comun/PaginaDeAdmin';
import { PanelTokens } from '../../mf-admin/src/tokens/pages/AdminTokensPage';
import { renderizadorDe } from './renderizar';
import 'shared-firebase/estilos.css';

function TokensCargando() {
  return (
    <MarcoDeAdmin email="" onSalir={() => undefined}>
      <PanelTokens />
    </MarcoDeAdmin>
  );
}

/** The routes whose page is painted, and the page (the one AdminTokensPage shows an admin). */
export const PAGINAS: Record<string, ComponentType> = { '/admin/tokens': TokensCargando };

/** A route's page, loading, as static markup. */
export const renderizar = renderizadorDe(PAGINAS);
