// docs/producto.md, "Rutas", promises each page's access and that there are no other public
// routes. The route table is what the router, the guard and the preloads are built from: it must
// say exactly what the document says, so a new public page cannot slip in unnoticed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Acceso, RUTAS, rutaDe } from './rutas';

const DOC = readFileSync(new URL('../../../docs/producto.md', import.meta.url), 'utf8');

/** The document's wording of each access kind. */
function accesoDe(texto: string): Acceso {
  if (texto.startsWith('pública, para entrar') || texto === 'igual que `/login`') return 'invitado';
  if (texto === 'pública, sin código de sesión') return 'sin-sesion';
  if (texto.startsWith('pública ante la guardia')) return 'publica';
  if (texto.startsWith('con sesión')) return 'sesion';
  throw new Error(`Acceso sin clasificar en docs/producto.md: «${texto}»`);
}

/** The rows of the "Rutas" table: route, access, remote and module (the shell's 404 aside). */
function tablaDelDocumento() {
  const seccion = DOC.slice(DOC.indexOf('## Rutas'), DOC.indexOf('\n## ', DOC.indexOf('## Rutas') + 1));
  return seccion
    .split('\n')
    .filter((linea) => /^\| `\//.test(linea))
    .map((linea) => {
      const [ruta = '', acceso = '', pagina = ''] = linea
        .split('|')
        .slice(1, 4)
        .map((c) => c.trim());
      const [remoto, modulo] = pagina.replaceAll('`', '').split(' / ');
      return { ruta: (/^`([^`]+)`/.exec(ruta)?.[1] ?? ruta) as string, acceso: accesoDe(acceso), remoto, modulo };
    });
}

describe('the route table is the one docs/producto.md promises', () => {
  it('has exactly the documented routes, each with its access, remote and module', () => {
    const documentadas = tablaDelDocumento();
    expect(documentadas).toHaveLength(9);
    const tabla = RUTAS.map(({ ruta, acceso, remoto, modulo }) => ({ ruta, acceso, remoto, modulo }));
    const orden = (a: { ruta: string }, b: { ruta: string }) => a.ruta.localeCompare(b.ruta);
    expect([...tabla].sort(orden)).toEqual([...documentadas].sort(orden));
  });

  it('has no other public route: five, and any other path is a signed-in page (the 404)', () => {
    expect(
      RUTAS.filter((r) => r.acceso !== 'sesion')
        .map((r) => r.ruta)
        .sort(),
    ).toEqual(['/admin/salud', '/admin/tokens', '/login', '/recibos/view/:token', '/register']);
    for (const otra of ['/recibos/view', '/recibos/view/a/b', '/login/x', '/admin', '/admin/tokens/x', '/publico'])
      expect(rutaDe(otra)?.acceso ?? 'sesion').toBe('sesion');
  });
});
