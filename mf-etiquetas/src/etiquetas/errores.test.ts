import { NO_HAY_USUARIO, SinSesion } from 'shared-firebase';
import { describe, expect, it } from 'vitest';
import { COLOR_NO_ENCONTRADO, ColorNoEncontrado } from './api/colores';
import { listaDesfasada, mensajeDeError } from './errores';

const POR_DEFECTO = 'No se pudo guardar. Revisa la conexión e inténtalo de nuevo.';

describe('what a failed label or colour operation says', () => {
  it('names the known reasons, with what to do next', () => {
    expect(mensajeDeError(new ColorNoEncontrado(), POR_DEFECTO)).toBe(
      'Color no encontrado: se ha eliminado o cambiado en otra sesión. La lista se ha actualizado.',
    );
    expect(mensajeDeError(new SinSesion(), POR_DEFECTO)).toBe('No hay usuario autenticado: vuelve a iniciar sesión.');
    expect(listaDesfasada(new ColorNoEncontrado())).toBe(true);
  });

  // Errors are told apart by their class: another error that happens to carry the same words
  // (a library's, a reworded one) is not mistaken for them.
  it('does not recognise an error by its text', () => {
    for (const texto of [COLOR_NO_ENCONTRADO, NO_HAY_USUARIO])
      expect(mensajeDeError(new Error(texto), POR_DEFECTO)).toBe(POR_DEFECTO);
    expect(listaDesfasada(new Error(COLOR_NO_ENCONTRADO))).toBe(false);
    expect(mensajeDeError(new TypeError('Failed to fetch'), POR_DEFECTO)).toBe(POR_DEFECTO);
  });
});
