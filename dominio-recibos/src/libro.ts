// A book kept by several people (docs/seguridad.md, «Personas con acceso»): its owner's uid names
// it, and others keep it with them by role while users/{libro}/personas/{uid} exists, after
// accepting an invitation (invitaciones/{id}). The browser, the functions and the rules
// (tooling/reglas/ensamblar.ts) read the same constants.

export const COLECCION_PERSONAS = 'personas';
export const COLECCION_INVITACIONES = 'invitaciones';

/** «Consulta» reads the book; «Emisión» also issues, duplicates, shares, sends and voids. */
export const ROLES = ['consulta', 'emision'] as const;
export type Rol = (typeof ROLES)[number];

export const NOMBRE_DEL_ROL: Record<Rol, string> = { consulta: 'Consulta', emision: 'Emisión' };

/** An invitation is accepted within this many days, or asked for again. */
export const DIAS_DE_INVITACION = 7;

/** The book's name as an invitation shows it: the issuer's name, else the owner's e-mail (254 at most). */
export const NOMBRE_DEL_LIBRO_MAX = 254;

/** An address as Firebase Auth keeps it, and as an invitation names it. */
export const correoNormalizado = (email: string) => email.trim().toLowerCase();

/**
 * What an invitation stores: the book (its owner's uid), whose book, to whom, with which role, and
 * when (`ahora`: the caller's SDK's server time; the invitation is accepted within
 * DIAS_DE_INVITACION days of it).
 */
export function datosDeInvitacion(libro: string, nombreDelLibro: string, email: string, rol: Rol, ahora: unknown) {
  return { libro, nombreDelLibro: nombreDelLibro.trim(), email: correoNormalizado(email), rol, creadaEn: ahora };
}

/** What the person invited stores on accepting (`ahora`: the server time): access with the invitation's role. */
export function datosDePersona(invitacion: { id: string; email: string; rol: Rol }, ahora: unknown) {
  return { email: invitacion.email, rol: invitacion.rol, desde: ahora, invitacion: invitacion.id };
}
