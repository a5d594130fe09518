import type { Preferencias } from '../recibos/formulario';
import { type Emisor, METODOS_PAGO, type MetodoPago, MONEDAS, type Moneda } from '../recibos/types';
import { CAMPOS_PERFIL, PERFIL_VACIO, type PerfilEmisor } from './types';

/**
 * The profile as stored (fields with nothing in them are not saved) as the app uses it: every
 * field there, '' where it was left out. The browser's read and the functions' both use it.
 */
export function perfilGuardado(d: Record<string, unknown>): PerfilEmisor {
  const textos = Object.fromEntries(
    CAMPOS_PERFIL.map((campo) => [campo, typeof d[campo] === 'string' ? d[campo] : PERFIL_VACIO[campo]]),
  ) as Record<(typeof CAMPOS_PERFIL)[number], string>;
  return {
    ...textos,
    moneda: MONEDAS.includes(d.moneda as Moneda) ? (d.moneda as Moneda) : '',
    metodoPago: METODOS_PAGO.includes(d.metodoPago as MetodoPago) ? (d.metodoPago as MetodoPago) : '',
    firma: typeof d.firma === 'string' ? d.firma : '',
  };
}

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
