import { describe, expect, it } from 'vitest';
import { leerBusqueda } from './tokens';

describe('what the admin search box asks', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['casero', { campo: 'ownerEmail', prefijo: 'casero' }],
    ['CASERO@Recibos', { campo: 'ownerEmail', prefijo: 'casero@recibos' }],
    ['casero@recibos.test', { campo: 'ownerEmail', prefijo: 'casero@recibos.test' }],
    ['r-2026-0003', { campo: 'numero', valor: 'R-2026-0003' }],
    // 20 or more letters and digits and nothing else: a uid (Firebase's are 28).
    ['Xq3kP9sLm2VbN8rT5wYz1AcD4eF6', { campo: 'ownerUid', valor: 'Xq3kP9sLm2VbN8rT5wYz1AcD4eF6' }],
    ['tesoreria2026asociacion', { campo: 'ownerUid', valor: 'tesoreria2026asociacion' }],
    // Such an e-mail is searched with its @.
    ['tesoreria2026asociacion@', { campo: 'ownerEmail', prefijo: 'tesoreria2026asociacion@' }],
  ])('%j', (texto, esperado) => {
    expect(leerBusqueda(texto)).toEqual(esperado);
  });
});
