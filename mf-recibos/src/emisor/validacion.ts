import { EMAIL_VALIDO, excesoDeLargo, mensajeDeLargo, recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { firmaValida } from '../recibos/firma';
import { paisDelPerfil, rutValido } from '../recibos/identificacion';
import { LIMITES, MENSAJE_TELEFONO, TELEFONO } from '../recibos/validacion';
import { codigoPostalEspanol, documentoEspanol, esDeEspana } from './espana';
import type { CampoDeTexto, PerfilEmisor } from './types';

/** firestore.rules' `validPerfilEmisor` enforces the same limits. */
export const LIMITES_PERFIL: Record<CampoDeTexto, number> = {
  nombre: 100,
  documento: 30,
  direccion: 150,
  codigoPostal: 12,
  ciudad: 80,
  provincia: 80,
  pais: 80,
  email: 120,
  telefono: LIMITES.telefono,
};

export type ErroresPerfil = Partial<Record<keyof PerfilEmisor, string>>;

export function validarPerfil(perfil: PerfilEmisor): ErroresPerfil {
  const errores: ErroresPerfil = {};
  for (const campo of Object.keys(LIMITES_PERFIL) as CampoDeTexto[]) {
    const limpio = recortar(perfil[campo]);
    const exceso = tieneTextoVisible(limpio) ? excesoDeLargo(limpio, LIMITES_PERFIL[campo]) : null;
    if (exceso) errores[campo] = mensajeDeLargo(exceso, LIMITES_PERFIL[campo]);
  }
  if (!tieneTextoVisible(recortar(perfil.nombre))) errores.nombre = 'Indica tu nombre o el de tu empresa.';
  const email = recortar(perfil.email);
  if (email && !errores.email && !EMAIL_VALIDO.test(email)) errores.email = 'Escribe un correo electrónico válido.';
  // In Spain (or with no country), the formats the Agencia Tributaria and Correos use.
  if (esDeEspana(perfil.pais)) {
    const documento = recortar(perfil.documento);
    if (documento && !errores.documento && !documentoEspanol(documento))
      errores.documento =
        'Escribe un NIF, NIE o CIF español válido (por ejemplo 12345678Z o B12345674), o indica el país si no es de España.';
    const codigoPostal = recortar(perfil.codigoPostal);
    if (codigoPostal && !errores.codigoPostal && !codigoPostalEspanol(codigoPostal))
      errores.codigoPostal =
        'Escribe un código postal español, de 01000 a 52999 (por ejemplo 28013), o indica el país si no es de España.';
  }
  const documento = recortar(perfil.documento);
  if (paisDelPerfil(perfil.pais) === 'CL' && documento && !errores.documento && !rutValido(documento))
    errores.documento = 'Escribe un RUT chileno válido (por ejemplo 12.345.678-5), o indica el país si no es de Chile.';
  if (perfil.firma && !firmaValida(perfil.firma))
    errores.firma = 'La firma tiene demasiados trazos para guardarla: bórrala y firma de nuevo, más sencillo.';
  const telefono = recortar(perfil.telefono);
  if (telefono && !errores.telefono && !TELEFONO.test(telefono)) errores.telefono = MENSAJE_TELEFONO;
  return errores;
}
