import { NO_HAY_USUARIO, SinSesion } from 'shared-firebase';
import { COLOR_NO_ENCONTRADO, ColorNoEncontrado } from './api/colores';

/**
 * What a toast says when a label or colour operation fails: the real reason when the app knows
 * it (the spec's messages, with what to do next), else the caller's connection message.
 */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  if (error instanceof ColorNoEncontrado)
    return `${COLOR_NO_ENCONTRADO}: se ha eliminado o cambiado en otra sesión. La lista se ha actualizado.`;
  if (error instanceof SinSesion) return `${NO_HAY_USUARIO}: vuelve a iniciar sesión.`;
  return porDefecto;
}

/** Whether the list on screen is out of date (another session changed it): reload it. */
export const listaDesfasada = (error: unknown) => error instanceof ColorNoEncontrado;
