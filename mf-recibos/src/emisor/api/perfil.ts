// Data access for users/{uid}/perfil/emisor: the issuer's details.
import { doc, getDoc, serverTimestamp, sesionActual, setDoc } from 'shared-firebase/firestore';
import { recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { perfilGuardado } from '../emisor-del-perfil';
import { documentoEspanol, esDeEspana, paisGuardado } from '../espana';
import { CAMPOS_PERFIL, type PerfilEmisor } from '../types';

export const clavePerfil = ['perfil', 'emisor'] as const;

const perfilRef = () => {
  const { db, libro } = sesionActual();
  return doc(db, 'users', libro, 'perfil', 'emisor');
};

/** The saved details, or null before the first save. */
export async function leerPerfilEmisor(): Promise<PerfilEmisor | null> {
  const snapshot = await getDoc(perfilRef());
  return snapshot.exists() ? perfilGuardado(snapshot.data()) : null;
}

/**
 * Saves what validarPerfil accepted: trimmed, fields with nothing visible left out, and a Spanish
 * tax id as the rules take it (capitals, no spaces, dots or hyphens).
 */
export async function guardarPerfilEmisor(perfil: PerfilEmisor): Promise<void> {
  const campos = Object.fromEntries(
    CAMPOS_PERFIL.flatMap((campo) => {
      const limpio = campo === 'pais' ? paisGuardado(perfil[campo]) : recortar(perfil[campo]);
      if (!tieneTextoVisible(limpio)) return [];
      if (campo === 'documento' && esDeEspana(perfil.pais)) return [[campo, documentoEspanol(limpio) ?? limpio]];
      return [[campo, limpio]];
    }),
  );
  const preferencias = {
    ...(perfil.moneda ? { moneda: perfil.moneda } : {}),
    ...(perfil.metodoPago ? { metodoPago: perfil.metodoPago } : {}),
    ...(perfil.firma ? { firma: perfil.firma } : {}),
  };
  await setDoc(perfilRef(), { ...campos, ...preferencias, updatedAt: serverTimestamp() });
}
