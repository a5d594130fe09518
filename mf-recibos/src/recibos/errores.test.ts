import { describe, expect, it } from 'vitest';
import { SerieCerrada } from './api/recibos';
import { falloAlGuardar } from './errores';

describe('falloAlGuardar', () => {
  it('tells a refusal from a connection problem, and says what was typed is kept', () => {
    for (const code of ['permission-denied', 'failed-precondition', 'invalid-argument', 'aborted'])
      expect(falloAlGuardar({ code })).toMatch(/^El servidor no aceptó el recibo .*Lo que has escrito sigue aquí/);
    for (const error of [
      { code: 'unavailable' },
      { code: 'deadline-exceeded' },
      new TypeError('Failed to fetch'),
      null,
    ])
      expect(falloAlGuardar(error)).toBe(
        'No se pudo guardar el recibo. Revisa la conexión: lo que has escrito sigue aquí.',
      );
    expect(falloAlGuardar(new SerieCerrada())).toBe(
      'Tu cuenta se está eliminando: no se pueden emitir recibos. Termina de eliminarla desde Cuenta.',
    );
  });
});
