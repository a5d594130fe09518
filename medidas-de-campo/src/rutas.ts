// The routes a measurement may name: patterns, never addresses (a receipt's id, a payer's token
// and a year stay in the browser). The shell's route table (shell/src/app/rutas.ts) and the
// receipts' own routes (mf-recibos/src/recibos/pages/RecibosPage.tsx) are here, more specific
// first; a unit test beside each fails when one is missing. `*` is a page the app does not have.

/** The shell's own routes (its table, shell/src/app/rutas.ts, the wildcard's pages apart). */
const RUTAS_DEL_SHELL = [
  '/',
  '/login',
  '/register',
  '/cuenta',
  '/etiquetas',
  '/admin/tokens',
  '/admin/salud',
  '/recibos/view/:token',
  '/recibos',
] as const;

/** The pages below `/recibos/*`, as mf-recibos routes them. */
export const RUTAS_DE_RECIBOS = [
  '/recibos/nuevo',
  '/recibos/emisor',
  '/recibos/pagadores',
  '/recibos/pagadores/nuevo',
  '/recibos/pagadores/importar',
  '/recibos/pagadores/:id',
  '/recibos/grupo',
  '/recibos/periodicos',
  '/recibos/periodicos/nuevo',
  '/recibos/periodicos/:id',
  '/recibos/periodicos/:id/editar',
  '/recibos/cobros',
  '/recibos/resumen',
  '/recibos/resumen/:anio',
  '/recibos/:id',
  '/recibos/:id/editar',
] as const;

/** Below `/recibos/*` but none of its pages; and a page the app does not have. */
const OTRAS = ['/recibos/*', '*'] as const;

export type RutaMedible = (typeof RUTAS_DEL_SHELL)[number] | (typeof RUTAS_DE_RECIBOS)[number] | (typeof OTRAS)[number];

/**
 * Every route, more specific first. A function, not a constant: the browser carries only
 * RUTAS_DE_RECIBOS (a list built at load would stay in its bundle).
 */
export const rutasMedibles = (): readonly RutaMedible[] => [...RUTAS_DEL_SHELL, ...RUTAS_DE_RECIBOS, ...OTRAS];

const patron = (ruta: RutaMedible) => {
  const cuerpo = ruta
    .replace(/\/\*$/, '')
    .split('/')
    .map((parte) => (parte.startsWith(':') ? '[^/]+' : parte))
    .join('/');
  return [new RegExp(`^${cuerpo}${ruta.endsWith('/*') ? '(/.*)?' : '/?'}$`), ruta] as const;
};
/** The pattern an address's path is (the first that matches), or `*`. */
export function rutaMedible(pathname: string): RutaMedible {
  return (
    rutasMedibles()
      .filter((r) => r !== '*')
      .map(patron)
      .find(([p]) => p.test(pathname))?.[1] ?? '*'
  );
}

/**
 * The same for the shell, which already knows its own route (its table, `ruta`): only the pages
 * below `/recibos/*` are looked up here, so the browser carries this list alone.
 */
export function rutaMedibleBajo(ruta: string | undefined, pathname: string): RutaMedible {
  if (ruta !== '/recibos/*') return (ruta as RutaMedible | undefined) ?? '*';
  return (
    RUTAS_DE_RECIBOS.map(patron).find(([p]) => p.test(pathname))?.[1] ??
    (pathname.replace(/\/$/, '') === '/recibos' ? '/recibos' : '/recibos/*')
  );
}

export const esRutaMedible = (ruta: unknown): ruta is RutaMedible =>
  typeof ruta === 'string' && (rutasMedibles() as readonly string[]).includes(ruta);
