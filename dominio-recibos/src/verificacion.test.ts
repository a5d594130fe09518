import { describe, expect, it } from 'vitest';
import {
  ALFABETO_DEL_CODIGO,
  CODIGO_VALIDO,
  codigoNuevo,
  formatearCodigo,
  leerCodigo,
  pagadorVisible,
  verificacionDe,
} from './verificacion';

describe('a verification code', () => {
  it('is 21 characters none of which reads as another (no 0, O, 1, I, L), drawn anew each time', () => {
    expect(ALFABETO_DEL_CODIGO).not.toMatch(/[01OIL]/);
    const codigos = Array.from({ length: 500 }, codigoNuevo);
    for (const c of codigos) expect(c).toMatch(CODIGO_VALIDO);
    expect(new Set(codigos).size).toBe(500);
    // 20 random characters of 31: at least 96 bits.
    expect(20 * Math.log2(ALFABETO_DEL_CODIGO.length)).toBeGreaterThanOrEqual(96);
  });

  it('is read back however it is typed: lower case, spaces, hyphens', () => {
    const codigo = codigoNuevo();
    expect(leerCodigo(codigo)).toBe(codigo);
    expect(leerCodigo(formatearCodigo(codigo))).toBe(codigo);
    expect(leerCodigo(` ${formatearCodigo(codigo).toLowerCase().replaceAll('-', ' - ')} `)).toBe(codigo);
    expect(formatearCodigo(codigo)).toMatch(/^([^-]{3}-){6}[^-]{3}$/);
    // Pasted from elsewhere: typographic dashes, full-width characters, the QR's whole address.
    expect(leerCodigo(formatearCodigo(codigo).replaceAll('-', '\u2013'))).toBe(codigo);
    expect(leerCodigo(codigo.replace(/[A-Z2-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)))).toBe(codigo);
    expect(leerCodigo(`https://recibos-app.web.app/verificar/${codigo}`)).toBe(codigo);
  });

  it('its check character catches every wrong character and every swap of neighbours', () => {
    for (let n = 0; n < 20; n++) {
      const codigo = codigoNuevo();
      for (let i = 0; i < codigo.length; i++) {
        for (const otro of ALFABETO_DEL_CODIGO) {
          if (otro === codigo[i]) continue;
          expect(leerCodigo(codigo.slice(0, i) + otro + codigo.slice(i + 1))).toBeNull();
        }
        const a = codigo[i] as string;
        const b = codigo[i + 1];
        if (b && a !== b && i + 1 < 20) expect(leerCodigo(codigo.slice(0, i) + b + a + codigo.slice(i + 2))).toBeNull();
      }
    }
  });

  it('refuses what cannot be a code', () => {
    for (const texto of ['', 'abc', `${codigoNuevo()}2`, codigoNuevo().slice(1), 'O'.repeat(21), '0'.repeat(21)])
      expect(leerCodigo(texto)).toBeNull();
  });
});

describe('what the verification shows', () => {
  it('the payer: the first word of the name, and four digits of a DNI or NIE', () => {
    expect(pagadorVisible({ nombre: 'Beto Pagador Ruiz', documento: '12345678Z' })).toEqual({
      nombre: 'Beto …',
      documento: '***4567**',
    });
    expect(pagadorVisible({ nombre: 'Beto', documento: 'X1234567L' })).toEqual({
      nombre: 'Beto',
      documento: '****4567*',
    });
    expect(pagadorVisible({ nombre: 'Obras SL', documento: 'B12345678' })).toEqual({ nombre: 'Obras …' });
    // Any other document is left out: a slice of it could split a character, or say too much.
    expect(pagadorVisible({ nombre: 'Comunidad 👩‍👩‍👧', documento: 'P-12 345' })).toEqual({ nombre: 'Comunidad …' });
  });

  it('never the payer’s e-mail, phone or address, nor the issuer’s address or signature', () => {
    const v = verificacionDe(
      'r1',
      {
        numero: 7,
        fecha: '2026-03-05',
        emisor: { nombre: 'Ana', documento: '11111111H', direccion: 'Calle 1', firma: 'M0 0L1 1' } as never,
        pagador: {
          nombre: 'Beto Ruiz',
          email: 'beto@ejemplo.es',
          telefono: '600000000',
          direccion: 'Calle 2',
        } as never,
        concepto: 'Marzo',
        total: 2500,
        moneda: 'EUR',
        estado: 'emitido',
      },
      'ahora',
    );
    expect(v).toEqual({
      reciboId: 'r1',
      numero: 'R-2026-0007',
      fecha: '2026-03-05',
      emisor: { nombre: 'Ana', documento: '11111111H' },
      pagador: { nombre: 'Beto …' },
      concepto: 'Marzo',
      total: 2500,
      moneda: 'EUR',
      estado: 'emitido',
      actualizadoEn: 'ahora',
    });
  });
});
