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
};
