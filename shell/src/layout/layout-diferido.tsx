import { diferido, useDiferido } from '../app/carga-diferida';

/**
 * The signed-in layout (header, navigation, icons) loads apart from the session code, so /login
 * and /register never download it; App starts its download at once on the routes that use it.
 */
export const layout = diferido(() => import('./AppLayout'));

export function LayoutDiferido() {
  const Layout = useDiferido(layout);
  return Layout ? <Layout /> : null;
}
