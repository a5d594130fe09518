import { describe, expect, it } from 'vitest';
import { CON_SESION, DE_ADMIN, SIN_SESION } from './html.mjs';
import { PAGINAS as PAGINAS_SIN_SESION } from './paginas';
import { PAGINAS as PAGINAS_DE_MF_ADMIN } from './paginas-mf-admin';
import { PAGINAS as PAGINAS_DE_MF_ETIQUETAS } from './paginas-mf-etiquetas';
import { PAGINAS as PAGINAS_DE_MF_RECIBOS } from './paginas-mf-recibos';

// html.mjs names the painted routes in plain Node (Hosting reads it, and cannot import the pages);
// the two page tables say what each paints. A route in one list and not the other would be a page
// never painted, or a build that stops.
describe('the routes painted from HTML', () => {
  it('are the same in html.mjs and in the page tables', () => {
    expect(Object.keys(PAGINAS_SIN_SESION).sort()).toEqual(Object.keys(SIN_SESION).sort());
    expect(Object.keys({ ...PAGINAS_DE_MF_RECIBOS, ...PAGINAS_DE_MF_ETIQUETAS }).sort()).toEqual(
      Object.keys(CON_SESION).sort(),
    );
    expect(Object.keys(PAGINAS_DE_MF_ADMIN)).toEqual(Object.keys(DE_ADMIN));
  });
});
