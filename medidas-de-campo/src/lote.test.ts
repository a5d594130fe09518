import { describe, expect, it } from 'vitest';
import { comoDocumento, sumasDelLote } from './agregado';
import { BYTES_POR_LOTE, COLECCION_ERRORES, COLECCION_MEDIDAS } from './constantes';
import { leerLote } from './lote';
import { loteDePrueba, REMOTOS_DE_PRUEBA } from './lote.fixture';

const leer = (x: unknown) => leerLote(typeof x === 'string' ? x : JSON.stringify(x), REMOTOS_DE_PRUEBA);

describe('a batch checked', () => {
  it('takes a page load as the shell sends it', () => {
    expect(leer(loteDePrueba())).toEqual(loteDePrueba());
  });

  it.each([
    ['not JSON', '{"v":1,', 'no es JSON'],
    ['too large', JSON.stringify({ ...loteDePrueba(), relleno: 'x'.repeat(BYTES_POR_LOTE) }), 'demasiado grande'],
    ['a key more', { ...loteDePrueba(), email: 'a@b.es' }, 'forma'],
    ['a key less', { ...loteDePrueba(), muestra: undefined }, 'forma'],
    ['another version of the format', { ...loteDePrueba(), v: 2 }, 'forma'],
    ['an address, not a route', loteDePrueba({ ruta: '/recibos/abc123' as never }), 'ruta'],
    ['an unknown metric', loteDePrueba({ metricas: [{ nombre: 'FID' as never, valor: 10 }] }), 'métrica'],
    ['a negative value', loteDePrueba({ metricas: [{ nombre: 'LCP', valor: -1 }] }), 'valor'],
    ['a value out of range', loteDePrueba({ metricas: [{ nombre: 'CLS', valor: 11 }] }), 'valor'],
    ['a value that is no number', loteDePrueba({ metricas: [{ nombre: 'INP', valor: '5' as never }] }), 'valor'],
    [
      'an unknown remote',
      loteDePrueba({ remotos: [{ nombre: 'mf_otro', version: 'local', canario: false }] }),
      'remoto',
    ],
    [
      'a version that is no build',
      loteDePrueba({ remotos: [{ nombre: 'mf_auth', version: 'v1', canario: false }] }),
      'remoto',
    ],
    ['too many errors', loteDePrueba({ errores: Array(6).fill({ tipo: 'error', mensaje: 'x', marco: '' }) }), 'forma'],
    [
      'an unknown kind of error',
      loteDePrueba({ errores: [{ tipo: 'otro' as never, mensaje: 'x', marco: '' }] }),
      'forma',
    ],
  ])('refuses %s', (_, lote, rechazo) => {
    expect(leer(lote)).toEqual({ rechazo });
  });

  it("scrubs the errors' texts again", () => {
    const lote = leer(
      loteDePrueba({ errores: [{ tipo: 'error', mensaje: 'para ana@b.es', marco: 'a.es/x?t=1:1:2' }] }),
    );
    expect(lote).toMatchObject({ errores: [{ mensaje: 'para <correo>', marco: 'a.es/x' }] });
  });
});

describe('a batch stored', () => {
  it("adds a page view and each metric's bucket to each remote's document of the day and route", () => {
    const sumas = sumasDelLote(loteDePrueba(), '2026-11-29');
    expect(sumas.map((s) => [s.coleccion, s.id])).toEqual([
      [COLECCION_MEDIDAS, '2026-11-29_mf_recibos_0123456789ab_estable_|recibos|:id'],
      [COLECCION_MEDIDAS, '2026-11-29_mf_etiquetas_ba9876543210_canario_|recibos|:id'],
    ]);
    expect(sumas[1]?.fijos).toEqual({
      dia: '2026-11-29',
      ruta: '/recibos/:id',
      remoto: 'mf_etiquetas',
      version: 'ba9876543210',
      canario: true,
    });
    expect(sumas[0]?.sumas).toMatchObject({ vistas: 1, 'dispositivos.movil': 1, 'conexiones.4g': 1 });
    expect(Object.keys(sumas[0]?.sumas ?? {}).filter((k) => k.startsWith('metricas.'))).toHaveLength(5);
  });

  it("counts an error against the remote its top frame was loaded from, else every remote's", () => {
    const propio = { tipo: 'error' as const, mensaje: 'fallo', marco: 'e.web.app/v/ba9876543210/static/js/a.js:1:2' };
    const ajeno = { tipo: 'promesa' as const, mensaje: 'otro', marco: '' };
    const sumas = sumasDelLote(
      loteDePrueba({ vista: false, metricas: [], errores: [propio, propio, ajeno] }),
      '2026-11-29',
    );
    const de = (remoto: string) => sumas.find((s) => s.coleccion === COLECCION_MEDIDAS && s.fijos.remoto === remoto);
    expect(de('mf_etiquetas')?.sumas).toEqual({ errores: 3 });
    expect(de('mf_recibos')?.sumas).toEqual({ errores: 1 });
    const grupos = sumas.filter((s) => s.coleccion === COLECCION_ERRORES);
    expect(grupos.map((g) => [g.fijos.remoto, g.fijos.mensaje, g.sumas.cuenta])).toEqual([
      ['mf_etiquetas', 'fallo', 2],
      ['mf_recibos', 'otro', 1],
      ['mf_etiquetas', 'otro', 1],
    ]);
  });

  it('nests the sums as the document Firestore merges', () => {
    const [suma] = sumasDelLote(loteDePrueba({ metricas: [{ nombre: 'INP', valor: 0 }] }), '2026-11-29');
    expect(comoDocumento(suma as never, (n) => ({ mas: n }))).toMatchObject({
      vistas: { mas: 1 },
      dispositivos: { movil: { mas: 1 } },
      metricas: { INP: { '0': { mas: 1 } } },
    });
  });
});
