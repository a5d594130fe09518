import { readFileSync } from 'node:fs';
import { rutaMedible, rutaMedibleBajo, rutasMedibles } from 'medidas-de-campo';
import { describe, expect, it } from 'vitest';
import { RUTAS, rutaDe } from '../app/rutas';

// The field data names routes by pattern: the endpoint refuses any other. Every page of the app
// must be one of them, or its measurements would be refused.
describe('the routes a measurement may name', () => {
  it("hold every route of the shell's table", () => {
    for (const { ruta } of RUTAS) expect(rutasMedibles()).toContain(ruta.replace(/\/\*$/, ''));
  });

  it("hold every route of the receipts' pages", () => {
    const pagina = readFileSync(
      new URL('../../../mf-recibos/src/recibos/pages/RecibosPage.tsx', import.meta.url),
      'utf8',
    );
    const rutas = [...pagina.matchAll(/<Route path="([^"]+)"/g)].map((m) => `/recibos/${m[1]}`);
    expect(rutas.length).toBeGreaterThan(10);
    for (const ruta of rutas) expect(rutasMedibles()).toContain(ruta);
  });

  it('name an address by its pattern, never by its ids, token or year', () => {
    expect(rutaMedible('/recibos/7hG2kL9mN4pQ8rS1tV3w')).toBe('/recibos/:id');
    expect(rutaMedible('/recibos/7hG2kL9mN4pQ8rS1tV3w/editar')).toBe('/recibos/:id/editar');
    expect(rutaMedible('/recibos/nuevo')).toBe('/recibos/nuevo');
    expect(rutaMedible('/recibos/resumen/2026')).toBe('/recibos/resumen/:anio');
    expect(rutaMedible('/recibos/view/Zq3xT9kLm2Pq8Rv7Ws1Yb')).toBe('/recibos/view/:token');
    expect(rutaMedible('/recibos/a/b/c')).toBe('/recibos/*');
    expect(rutaMedible('/no-existe')).toBe('*');
    expect(rutaMedible('/admin/tokens/')).toBe('/admin/tokens');
  });
});

describe('the route a page load names, from the shell', () => {
  it('is the same as the table of every route', () => {
    for (const pathname of [
      '/',
      '/login',
      '/etiquetas',
      '/admin/salud',
      '/recibos',
      '/recibos/',
      '/recibos/nuevo',
      '/recibos/7hG2kL9mN4pQ8rS1tV3w',
      '/recibos/7hG2kL9mN4pQ8rS1tV3w/editar',
      '/recibos/resumen/2026',
      '/recibos/view/Zq3xT9kLm2Pq8Rv7Ws1Yb',
      '/recibos/a/b/c',
      '/no-existe',
    ]) {
      expect(rutaMedibleBajo(rutaDe(pathname)?.ruta, pathname), pathname).toBe(rutaMedible(pathname));
    }
  });
});
