import { NO_HAY_USUARIO } from 'shared-firebase';
import { COLOR_NO_ENCONTRADO } from './api/colores';

/**
 * What a toast says when a label or colour operation fails: the real reason when the app knows
 * it (the spec's messages, with what to do next), else the caller's connection message.
 */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  const mensaje = error instanceof Error ? error.message : '';
  if (mensaje === COLOR_NO_ENCONTRADO)
    return `${COLOR_NO_ENCONTRADO}: se ha eliminado o cambiado en otra sesión. La lista se ha actualizado.`;
  if (mensaje === NO_HAY_USUARIO) return `${NO_HAY_USUARIO}: vuelve a iniciar sesión.`;
  return porDefecto;
}

/** Whether the list on screen is out of date (another session changed it): reload it. */
export const listaDesfasada = (error: unknown) => error instanceof Error && error.message === COLOR_NO_ENCONTRADO;
