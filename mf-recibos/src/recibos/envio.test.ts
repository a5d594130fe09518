import { describe, expect, it } from 'vitest';
import { formatearImporte } from './dinero';
import { correoAlPagador, enlaceDeWhatsApp, envioAlPagador, numeroParaWhatsApp } from './envio';
import type { Recibo } from './types';

const recibo = {
  numero: 7,
  fecha: '2026-10-07',
  pagador: { nombre: 'Beto & Cía', email: 'beto+recibos@ejemplo.es' },
  total: 12000,
  moneda: 'EUR',
} as Recibo;
const enlace = 'https://recibos.example/recibos/view/abc';

describe('sending a shared receipt to its payer', () => {
  it('says who it is for, which receipt, how much and where', () => {
    expect(envioAlPagador(recibo, enlace)).toEqual({
      asunto: 'Recibo R-2026-0007',
      texto: `Hola, Beto & Cía: aquí tienes el recibo R-2026-0007 de 120,00\u00a0€. Puedes verlo e imprimirlo en ${enlace}`,
    });
  });

  it('writes the e-mail the app sends from the receipt’s own data: amount, date, issuer, the link only when shared', () => {
    const conEmisor = { ...recibo, emisor: { nombre: 'Ana Emisora' } } as Recibo;
    const { asunto, texto } = correoAlPagador(conEmisor, enlace);
    expect(asunto).toBe('Recibo R-2026-0007 de Ana Emisora');
    expect(texto).toBe(
      [
        'Hola, Beto & Cía:',
        `Ana Emisora te envía el recibo R-2026-0007 de ${formatearImporte(12000, 'EUR')}, con fecha 7 de octubre de 2026. Lo tienes adjunto en PDF.`,
        `También puedes verlo e imprimirlo en ${enlace}`,
        'Este correo lo envía la aplicación Recibos en nombre de Ana Emisora. Si respondes, tu respuesta le llega a su correo.',
      ].join('\n\n'),
    );
    expect(correoAlPagador(conEmisor, null).texto).not.toContain('http');
    const largo = { ...recibo, emisor: { nombre: `Asociación ${'𝐱'.repeat(100)}` } } as Recibo;
    expect([...correoAlPagador(largo, null).asunto.replace('Recibo R-2026-0007 de ', '')]).toHaveLength(60);
  });

  it('a voided receipt goes as the notice that it no longer holds, with why and what replaces it', () => {
    const anulado = {
      ...recibo,
      emisor: { nombre: 'Ana Emisora' },
      estado: 'anulado',
      motivoAnulacion: 'El importe era otro',
      sustituidoPor: { id: 'r8', numero: 'R-2026-0008', fecha: '2026-10-08' },
    } as unknown as Recibo;
    const { asunto, texto } = correoAlPagador(anulado, null);
    expect(asunto).toBe('Anulado: recibo R-2026-0007 de Ana Emisora');
    expect(texto).toContain('Ana Emisora ha anulado el recibo R-2026-0007 de 120,00');
    expect(texto).toContain('ya no vale como justificante. Motivo: El importe era otro');
    expect(texto).toContain('Lo sustituye el recibo R-2026-0008: pídeselo a Ana Emisora si no te ha llegado.');
    expect(texto).toContain('marcado como anulado');
    // Its correction says which one it replaces.
    const correccion = {
      ...recibo,
      emisor: { nombre: 'Ana Emisora' },
      estado: 'emitido',
      sustituye: { id: 'r6', numero: 'R-2026-0006', fecha: '2026-10-06' },
    } as unknown as Recibo;
    expect(correoAlPagador(correccion, null).texto).toContain(
      'Sustituye al recibo R-2026-0006, que queda anulado: guarda este en su lugar.',
    );
  });

  it('hands the message to WhatsApp, the link included; without a phone the user picks the chat', () => {
    const url = new URL(enlaceDeWhatsApp(envioAlPagador(recibo, enlace)));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('text')).toContain(enlace);
  });

  it("opens the payer's chat when the receipt has the payer's phone", () => {
    const url = new URL(enlaceDeWhatsApp(envioAlPagador(recibo, enlace), '+34 600 12 34 56', 'EUR'));
    expect(url.pathname).toBe('/34600123456');
    expect(url.searchParams.get('text')).toContain(enlace);
  });

  it.each([
    ['+34 600 12 34 56', 'USD', '34600123456'],
    ['0034 600-12-34-56', 'EUR', '34600123456'],
    ['600 12 34 56', 'EUR', '34600123456'],
    // The country code without + or 00.
    ['34 600 12 34 56', 'EUR', '34600123456'],
    ['(55) 1234 5678', 'MXN', '525512345678'],
    ['9 1234 5678', 'CLP', '56912345678'],
    ['310 123 4567', 'COP', '573101234567'],
    ['+54 9 11 2345-6789', 'ARS', '5491123456789'],
    // Not a Spanish mobile: a French one in euros, a landline, a number that is too short.
    ['06 12 34 56 78', 'EUR', null],
    ['91 123 45 67', 'EUR', null],
    ['11 2345-6789', 'ARS', null],
    ['600 12 34 56', 'USD', null],
    ['600 12 34 56', 'GBP', null],
    ['+34 12', 'EUR', null],
  ])('%s in %s → %s', (telefono, moneda, numero) => {
    expect(numeroParaWhatsApp(telefono, moneda)).toBe(numero);
  });
});
