// Data access for users/{uid}/perfil/emisor: the issuer's details.
import { doc, getDoc, serverTimestamp, sesionActual, setDoc } from 'shared-firebase/firestore';
import { recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { METODOS_PAGO, type MetodoPago, MONEDAS, type Moneda } from '../../recibos/types';
import { documentoEspanol, esDeEspana, paisGuardado } from '../espana';
import { CAMPOS_PERFIL, PERFIL_VACIO, type PerfilEmisor } from '../types';

export const clavePerfil = ['perfil', 'emisor'] as const;

const perfilRef = () => {
  const { db, uid } = sesionActual();
  return doc(db, 'users', uid, 'perfil', 'emisor');
};

/** The saved details, or null before the first save. */
export async function leerPerfilEmisor(): Promise<PerfilEmisor | null> {
  const snapshot = await getDoc(perfilRef());
  if (!snapshot.exists()) return null;
  const d = snapshot.data();
  const textos = Object.fromEntries(
    CAMPOS_PERFIL.map((campo) => [campo, typeof d[campo] === 'string' ? d[campo] : PERFIL_VACIO[campo]]),
  ) as Record<(typeof CAMPOS_PERFIL)[number], string>;
  return {
    ...textos,
    moneda: MONEDAS.includes(d.moneda) ? (d.moneda as Moneda) : '',
    metodoPago: METODOS_PAGO.includes(d.metodoPago) ? (d.metodoPago as MetodoPago) : '',
    firma: typeof d.firma === 'string' ? d.firma : '',
  };
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
