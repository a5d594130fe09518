// Handing a book over («Traspasar el libro», docs/seguridad.md): its owner names another account by
// e-mail; once that account accepts, the function (mf-recibos/funciones/src/traspasos.ts) moves
// the book from users/{antiguo} to users/{nuevo}, in commits, resumable. The browser, the function
// and the rules (tooling/reglas/ensamblar.ts) build and read these same shapes.
import { COLECCION_ENVIOS, COLECCION_ENVIOS_POR_DIA } from './envios';
import { COLECCION_GRUPOS } from './grupo';
import { type Autor, COLECCION_PERSONAS, correoNormalizado, datosDePersona } from './libro';
import { COLECCION_COBROS, COLECCION_PLANES, COLECCION_REVISIONES_DE_PLAN } from './plan';
import { COLECCION_EDICIONES } from './serie';

/** traspasos/{libro}: at most one per book, named by the book (its owner's uid). */
export const COLECCION_TRASPASOS = 'traspasos';

/**
 * pendiente: waiting for the other account; aceptado: accepted, not started; en-curso: moving;
 * hecho: the book is the other account's; fallido: refused by the function, with why (nothing moved).
 */
export const ESTADOS_DEL_TRASPASO = ['pendiente', 'aceptado', 'en-curso', 'hecho', 'fallido'] as const;
export type EstadoDelTraspaso = (typeof ESTADOS_DEL_TRASPASO)[number];

/**
 * The mark of a transfer under way, in both books (users/{uid}/traspasoEnCurso/marca, outside what
 * moves): while it is there no series starts (the rules refuse a new counter, the scheduler issues
 * nothing) and the account cannot be deleted. Written and removed only by the function; no client
 * reads it (the rules' exists() needs no permission).
 */
export const rutaDelTraspasoEnCurso = (uid: string) => ['users', uid, 'traspasoEnCurso', 'marca'] as const;

/**
 * What moves, in this order: the counters first (once they are gone from the old book no number
 * can be taken there), the receipts before their edit records, the people with access last. Labels
 * and colours stay: they are a person's, not the book's.
 */
export const COLECCIONES_DEL_LIBRO = [
  'contadores',
  'perfil',
  'pagadores',
  COLECCION_PLANES,
  COLECCION_REVISIONES_DE_PLAN,
  COLECCION_COBROS,
  'recibos',
  COLECCION_EDICIONES,
  COLECCION_GRUPOS,
  COLECCION_ENVIOS,
  COLECCION_ENVIOS_POR_DIA,
  COLECCION_PERSONAS,
] as const;
export type ColeccionDelLibro = (typeof COLECCIONES_DEL_LIBRO)[number];

/**
 * Documents moved per commit: each is one write where it goes and one delete where it was, with
 * the transfer's progress: 2 × 150 + 1 = 301 writes, within the 400 the project allows itself per
 * commit (Firestore's limit is 500).
 */
export const DOCUMENTOS_POR_COMMIT = 150;
/**
 * Receipts moved per commit: each also renames its link's registry and its verification, so 4 × 80
 * + 1 = 321 writes; and the largest receipts (a signature, every text at its limit: some 80 KB)
 * keep the commit near 6 MB, under Firestore's 10 MiB per request.
 */
export const RECIBOS_POR_COMMIT = 80;

/**
 * What an account that takes a book must not have (its own receipts, issuer details, payers or
 * plans): two series with the same numbers cannot be joined. Its counters may be there at zero (a
 * number given back, a payer deleted): the book's replace them.
 */
export const LIBRO_PROPIO_DEL_QUE_RECIBE = ['recibos', 'perfil', 'pagadores', 'planes'] as const;
/** Links and verifications named anew per commit: one write each, and the progress. */
export const NOMBRADOS_POR_COMMIT = 399;

/** A transfer is accepted within this many days, as an invitation is. */
export { DIAS_DE_INVITACION as DIAS_DEL_TRASPASO } from './libro';

/**
 * What the owner writes to offer their book (`ahora`: the server time): whose book, who offers it
 * (their verified address), to which address, and whether they keep «Consulta» afterwards.
 */
export function datosDelTraspaso(
  libro: string,
  nombreDelLibro: string,
  de: string,
  para: string,
  conservaConsulta: boolean,
  ahora: unknown,
) {
  return {
    libro,
    nombreDelLibro: nombreDelLibro.trim(),
    de,
    para: correoNormalizado(para),
    conservaConsulta,
    estado: 'pendiente' as const,
    creadoEn: ahora,
  };
}

/** What the account that takes the book writes on accepting: itself, by its verified address. */
export const aceptacionDelTraspaso = (nuevo: Autor, ahora: unknown) => ({
  estado: 'aceptado' as const,
  nuevo,
  aceptadoEn: ahora,
});

/**
 * A document of the book as it is written in the new owner's book: the same, but for the old
 * owner's labels (ids of labels the new owner does not have), which every list of them on the
 * document, at its top or one map down (a plan's template, a pending charge's receipt), loses.
 */
export function documentoTraspasado(datos: Record<string, unknown>): Record<string, unknown> {
  const sinEtiquetas = (d: Record<string, unknown>) => (Array.isArray(d.etiquetas) ? { ...d, etiquetas: [] } : d);
  return Object.fromEntries(
    Object.entries(sinEtiquetas(datos)).map(([campo, valor]) => [
      campo,
      valor && typeof valor === 'object' && !Array.isArray(valor) && Object.getPrototypeOf(valor) === Object.prototype
        ? sinEtiquetas(valor as Record<string, unknown>)
        : valor,
    ]),
  );
}

/** A link's registry once its book has changed hands: the admins' page names the new owner. */
export const registroDelNuevoDueno = (nuevo: Autor) => ({
  ownerUid: nuevo.uid,
  ownerEmail: nuevo.email,
  ownerEmailVerificado: true,
});

/** The old owner's access to the book they handed over, when they asked to keep «Consulta». */
export const accesoDelAntiguoDueno = (
  traspaso: { libro: string; de: string; nombreDelLibro: string },
  ahora: unknown,
) =>
  datosDePersona(
    { id: traspaso.libro, email: traspaso.de, rol: 'consulta', nombreDelLibro: traspaso.nombreDelLibro },
    traspaso.libro,
    ahora,
  );

/**
 * The audit log's entry for a transfer (the admins' «Registro de auditoría»): made by the owner who
 * offered it (their uid and address where an admin's go), saying to whom and how many links moved.
 */
export function auditoriaDelTraspaso(
  traspaso: { libro: string; de: string; nuevo: Autor },
  enlaces: number,
  ahora: unknown,
) {
  return {
    adminUid: traspaso.libro,
    adminEmail: traspaso.de,
    accion: 'traspasar' as const,
    token: null,
    numero: null,
    propietario: null,
    motivo: '',
    detalle: `Libro traspasado a ${traspaso.nuevo.email} (${enlaces} ${enlaces === 1 ? 'enlace' : 'enlaces'})`,
    createdAt: ahora,
  };
}
