import { tokenDerivado } from './enlace';
// A book kept by several people (docs/seguridad.md, «Personas con acceso»): its owner's uid names
// it, and others keep it with them by role while users/{libro}/personas/{uid} exists, after
// accepting an invitation (invitaciones/{id}). The browser, the functions and the rules
// (tooling/reglas/ensamblar.ts) read the same constants.

export const COLECCION_PERSONAS = 'personas';
export const COLECCION_INVITACIONES = 'invitaciones';

/** «Consulta» reads the book; «Emisión» also issues, duplicates, shares, sends and voids. */
export const ROLES = ['consulta', 'emision'] as const;
export type Rol = (typeof ROLES)[number];

/** An invitation is accepted within this many days, or asked for again. */
export const DIAS_DE_INVITACION = 7;

/** The book's name as an invitation shows it: the issuer's name, else the owner's e-mail (254 at most). */
export const NOMBRE_DEL_LIBRO_MAX = 254;

/** An address as Firebase Auth keeps it, and as an invitation names it. */
export const correoNormalizado = (email: string) => email.trim().toLowerCase();

/**
 * An invitation's id: one per book and address, derived from both as a link's token is from its
 * owner and seed (./enlace.ts, and the rules' same `tokenDerivado`), so that sending again is the
 * same invitation, and revoking someone can withdraw theirs.
 */
export const idDeInvitacion = (libro: string, email: string): Promise<string> =>
  tokenDerivado(libro, correoNormalizado(email));

/**
 * What an invitation stores: the book (its owner's uid), whose book, who sent it (the owner's
 * verified address), to whom, with which role, and when (`ahora`: the caller's SDK's server time;
 * it is accepted within DIAS_DE_INVITACION days of it).
 */
export function datosDeInvitacion(
  libro: string,
  nombreDelLibro: string,
  de: string,
  email: string,
  rol: Rol,
  ahora: unknown,
) {
  return { libro, nombreDelLibro: nombreDelLibro.trim(), de, email: correoNormalizado(email), rol, creadaEn: ahora };
}

/**
 * What the person invited (`uid`) stores on accepting (`ahora`: the server time): access with the
 * invitation's role and book name, naming them, so that they find their accesses in every book
 * (to choose a book, and to delete them with their account).
 */
export function datosDePersona(
  invitacion: { id: string; email: string; rol: Rol; nombreDelLibro: string },
  uid: string,
  ahora: unknown,
) {
  return {
    uid,
    email: invitacion.email,
    rol: invitacion.rol,
    nombreDelLibro: invitacion.nombreDelLibro,
    desde: ahora,
    invitacion: invitacion.id,
  };
}

/**
 * Who made a write in a book that is not theirs (a person with «Emisión»): the receipt names them
 * (`emitidoPor`, `anuladoPor`) by the address they signed in with, and its owner reads «Emitido
 * por …». The book's owner's own writes name nobody (firestore.rules, `firmadoEnElLibro`).
 */
// A type, not an interface: written as is into documents whose builders want plain JSON.
export type Autor = { uid: string; email: string };

/** The author a write names: none in one's own book (or with no address: the rules refuse it). */
export function autorEnElLibro(sesion: { uid: string; libro: string; email: string | null }): Autor | undefined {
  return sesion.libro === sesion.uid ? undefined : { uid: sesion.uid, email: sesion.email ?? '' };
}

/** Who works in a book: its owner, or a person with access by role. */
export type Papel = 'propietario' | Rol;

/** How the book switcher and the settings name a role. */
export const NOMBRE_DEL_PAPEL: Record<Papel, string> = {
  propietario: 'Propietario',
  consulta: 'Consulta',
  emision: 'Emisión',
};
