/** The longest reason an admin may give for revoking a link, in characters (firestore.rules take the same). */
export const MOTIVO_MAX = 200;
