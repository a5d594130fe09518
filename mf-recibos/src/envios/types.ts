import type { RegistroDeEnvio } from 'dominio-recibos';

/** A sending of a receipt by e-mail, as the page reads it (users/{uid}/envios/{id}). */
export interface Envio extends RegistroDeEnvio<Date> {
  id: string;
}
