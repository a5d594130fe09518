import { describe, expect, it } from 'vitest';
import { limpiarMarco, limpiarMensaje, marcoSuperior } from './limpiar';

describe('what an error may carry out of the browser', () => {
  it('removes e-mails', () => {
    expect(limpiarMensaje('No se pudo enviar a ana.garcia+recibos@example.es')).toBe('No se pudo enviar a <correo>');
  });

  it("removes the payer's token from an address", () => {
    expect(limpiarMensaje('Fallo en https://recibos-app.web.app/recibos/view/Zq3xT9kLm2Pq8Rv7Ws1Yb')).toBe(
      'Fallo en https://recibos-app.web.app/recibos/view/:token',
    );
  });

  it('removes query strings and fragments', () => {
    expect(limpiarMensaje('GET /login?redirect=%2Frecibos%2Fabc&oobCode=XYZ falló')).toBe('GET /login falló');
    expect(marcoSuperior('Error\n    at f (https://x.web.app/static/js/a.js?token=abc#frag:10:5)')).not.toContain(
      'token',
    );
  });

  it('removes ids and tokens, and the figures of a message', () => {
    expect(limpiarMensaje('No existe users/Kx8PqR2vN5tYw9LmZ3aB1cD4eF6g/recibos/7hG2kL9mN4pQ8rS1tV3w')).toBe(
      'No existe users/<id>/recibos/<id>',
    );
    expect(limpiarMensaje('El recibo R-2026-00012 de 1.234,56 € no cuadra')).toBe(
      'El recibo R-<n>-<n> de <n> € no cuadra',
    );
  });

  it('keeps what tells errors apart, and is cut', () => {
    expect(limpiarMensaje('ChunkLoadError: Loading chunk etiquetas failed')).toBe(
      'ChunkLoadError: Loading chunk etiquetas failed',
    );
    expect(limpiarMensaje('x'.repeat(500))).toHaveLength(160);
  });

  it('keeps the top frame as host, path, line and column', () => {
    const stack = [
      'TypeError: no es una función',
      '    at pintar (https://recibos-mf-etiquetas.web.app/v/0123456789ab/static/js/async/12.e4ccdfa840.js?v=2:3:1456)',
      '    at otro (https://recibos-app.web.app/static/js/index.js:1:1)',
    ].join('\n');
    expect(marcoSuperior(stack)).toBe(
      'recibos-mf-etiquetas.web.app/v/0123456789ab/static/js/async/12.e4ccdfa840.js:3:1456',
    );
    // Firefox and Safari: función@dirección:línea:columna.
    expect(marcoSuperior('pintar@https://recibos-app.web.app/static/js/index.js:7:20')).toBe(
      'recibos-app.web.app/static/js/index.js:7:20',
    );
    expect(marcoSuperior(undefined)).toBe('');
  });

  it('scrubs again what a batch brings (the endpoint trusts no browser)', () => {
    expect(limpiarMarco('x.web.app/recibos/view/Zq3xT9kLm2Pq8Rv7Ws1Yb?a=b:1:2')).toBe('x.web.app/recibos/view/:token');
    expect(limpiarMensaje(limpiarMensaje('a@b.es 12'))).toBe(limpiarMensaje('a@b.es 12'));
  });
});
