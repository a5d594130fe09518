// Rendered at build time, in Node (./construir.mjs): the signed-in routes' frame, made by the
// shell's own layout (shell/src/layout/AppLayout.tsx), with HUECO where the page goes (the
// remote's, rendered apart with its team's CSS names). What depends on who is signed in is left as
// the layout renders it without a user (the e-mail empty), but for the admins' entry: in the markup,
// marked, and shown by the page's inline script where the last session was an admin's.
import { renderToStaticMarkup } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: run in Node at build time, never in a page's shared scope
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthContext } from 'shared-firebase';
import AppLayout from '../src/layout/AppLayout';
import { SIN_USUARIO } from './renderizar';
import 'shared-firebase/estilos.css';

/** Text the layout's <main> holds in the frame's markup, for the page's markup to replace. */
export const HUECO = '@@pagina@@';

/** A signed-in route's frame as static markup: the layout at that address, HUECO in its <main>. */
export function renderizarMarco(ruta: string): string {
  return renderToStaticMarkup(
    <AuthContext.Provider value={SIN_USUARIO}>
      <MemoryRouter initialEntries={[ruta]}>
        <Routes>
          <Route element={<AppLayout pintado />}>
            <Route path="*" element={HUECO} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}
