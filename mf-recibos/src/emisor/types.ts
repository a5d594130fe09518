import type { MetodoPago, Moneda } from '../recibos/types';

/** The issuer's details, kept once (users/{uid}/perfil/emisor) to prefill every new receipt. */
export interface PerfilEmisor {
  nombre: string;
  /** NIF, NIE or CIF. */
  documento: string;
  /** Street and number. */
  direccion: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string;
  pais: string;
  email: string;
  telefono: string;
  /** The currency a new receipt starts with ('': the form's own, EUR). */
  moneda: Moneda | '';
  /** The payment method a new receipt starts with ('': the form's own, transferencia). */
  metodoPago: MetodoPago | '';
  /** The signature drawn here ('' for none; recibos/firma.ts), copied onto each new receipt. */
  firma: string;
}

export const CAMPOS_PERFIL = [
  'nombre',
  'documento',
  'direccion',
  'codigoPostal',
  'ciudad',
  'provincia',
  'pais',
  'email',
  'telefono',
] as const satisfies ReadonlyArray<keyof PerfilEmisor>;

/** The profile's texts (the rest are choices from a list). */
export type CampoDeTexto = (typeof CAMPOS_PERFIL)[number];

export const PERFIL_VACIO: PerfilEmisor = {
  nombre: '',
  documento: '',
  direccion: '',
  codigoPostal: '',
  ciudad: '',
  provincia: '',
  pais: '',
  email: '',
  telefono: '',
  moneda: '',
  metodoPago: '',
  firma: '',
};
