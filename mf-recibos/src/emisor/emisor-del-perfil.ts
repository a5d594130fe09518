import type { Preferencias } from '../recibos/formulario';
import type { Emisor } from '../recibos/types';
import type { PerfilEmisor } from './types';

const unir = (partes: string[], separador: string) =>
  partes
    .map((p) => p.trim())
    .filter(Boolean)
    .join(separador);

/**
 * The issuer a new receipt starts with: the profile's name and NIF, its address as the lines
 * printed (street; postcode and city; province; country) and its e-mail and phone as one line.
 */
export function emisorDelPerfil(perfil: PerfilEmisor): Emisor {
  const direccion = unir(
    [perfil.direccion, unir([perfil.codigoPostal, perfil.ciudad], ' '), perfil.provincia, perfil.pais],
    '\n',
  );
  const contacto = unir([perfil.email, perfil.telefono], ' · ');
  return {
    nombre: perfil.nombre.trim(),
    ...(perfil.documento.trim() ? { documento: perfil.documento.trim() } : {}),
    ...(direccion ? { direccion } : {}),
    ...(contacto ? { contacto } : {}),
    ...(perfil.firma ? { firma: perfil.firma } : {}),
  };
}

/** The currency and payment method a new receipt starts with, where the profile names them. */
export function preferenciasDelPerfil(perfil: PerfilEmisor): Preferencias {
  return {
    ...(perfil.moneda ? { moneda: perfil.moneda } : {}),
    ...(perfil.metodoPago ? { metodoPago: perfil.metodoPago } : {}),
  };
}
