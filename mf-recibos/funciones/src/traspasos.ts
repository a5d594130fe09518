// «Traspasar el libro»: once the other account accepts, the book moves from users/{antiguo} to
// users/{nuevo} (docs/seguridad.md). The scheduled function runs this every minute, and
// `pnpm traspasos` runs it against the emulators. Every step is one transaction that reads what is
// left where the book was and moves it (written where it goes, deleted where it was), so a run
// killed at any point leaves each document in exactly one place and the next run goes on from
// there; nothing is written twice. Writes with the Admin SDK, so the rules do not see them: the
// shapes are dominio-recibos' (src/traspaso.ts), and the tests check the new owner then works the
// book through the rules.
import {
  type Autor,
  accesoDelAntiguoDueno,
  auditoriaDelTraspaso,
  COLECCION_AUDITORIA,
  COLECCION_INVITACIONES,
  COLECCION_PERSONAS,
  COLECCION_REGISTRO,
  COLECCION_TRASPASOS,
  COLECCIONES_DEL_LIBRO,
  DOCUMENTOS_POR_COMMIT,
  documentoTraspasado,
  type EstadoDelTraspaso,
  NOMBRADOS_POR_COMMIT,
  registroDelNuevoDueno,
  rutaDelCierre,
  rutaDelContadorUnico,
  rutaDelTraspasoEnCurso,
} from 'dominio-recibos';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase-admin/firestore';

/** What a step did: how many documents of one kind have moved (or been named anew) so far. */
export interface Paso {
  libro: string;
  que: string;
  cuantos: number;
}

export interface FinDelTraspaso {
  libro: string;
  estado: EstadoDelTraspaso;
  fallo?: string;
}

/** The collections a book that receives another must not have: it would hold two series. */
const LIBRO_PROPIO = ['recibos', 'contadores', 'perfil', 'pagadores', 'planes'] as const;

const rutaDe = (partes: readonly string[]) => partes.join('/');

/**
 * Starts an accepted transfer: both books marked (no series starts in either, neither account is
 * deleted), or refused with why, nothing moved. A transfer already under way is left as it is.
 */
async function empezar(db: Firestore, ref: DocumentReference, libro: string): Promise<FinDelTraspaso | null> {
  return db.runTransaction(async (tx) => {
    const t = await tx.get(ref);
    const estado = t.get('estado') as EstadoDelTraspaso | undefined;
    if (estado === 'en-curso') return null;
    if (estado !== 'aceptado') return { libro, estado: estado ?? 'fallido' };
    const nuevo = t.get('nuevo') as Autor;
    const [cierre, unico, ...propios] = await Promise.all([
      tx.get(db.doc(rutaDe(rutaDelCierre(libro)))),
      tx.get(db.doc(rutaDe(rutaDelContadorUnico(libro)))),
      ...LIBRO_PROPIO.map((c) => tx.get(db.collection(`users/${nuevo.uid}/${c}`).limit(1))),
    ]);
    const fallo = cierre.exists
      ? 'La cuenta que traspasa el libro se está borrando: ya no se puede traspasar.'
      : unico.exists
        ? 'El libro aún tiene la numeración anterior a las series por año: hay que migrarla antes (scripts/migrar-series.ts).'
        : propios.some((p) => !p.empty)
          ? `La cuenta de ${nuevo.email} ya lleva su propio libro (recibos, emisor, pagadores o planes): un libro solo se traspasa a una cuenta sin libro, para que no haya dos series con los mismos números.`
          : null;
    const ahora = FieldValue.serverTimestamp();
    if (fallo) {
      tx.update(ref, { estado: 'fallido', fallo, actualizadoEn: ahora });
      return { libro, estado: 'fallido', fallo };
    }
    tx.set(db.doc(rutaDe(rutaDelTraspasoEnCurso(libro))), { hacia: nuevo.uid });
    tx.set(db.doc(rutaDe(rutaDelTraspasoEnCurso(nuevo.uid))), { desde: libro });
    tx.update(ref, { estado: 'en-curso', progreso: {}, actualizadoEn: ahora });
    return null;
  });
}

/** Moves one collection of the book, a commit at a time, until none of it is left where it was. */
async function mover(
  db: Firestore,
  ref: DocumentReference,
  libro: string,
  nuevo: string,
  coleccion: string,
  alPaso: (p: Paso) => void,
): Promise<number> {
  let movidos = 0;
  for (;;) {
    const n = await db.runTransaction(async (tx) => {
      const pagina = await tx.get(db.collection(`users/${libro}/${coleccion}`).limit(DOCUMENTOS_POR_COMMIT));
      for (const d of pagina.docs) {
        // The new owner's own access to the book, if they had one: nobody keeps their own book by role.
        if (!(coleccion === COLECCION_PERSONAS && d.id === nuevo))
          tx.set(db.doc(`users/${nuevo}/${coleccion}/${d.id}`), documentoTraspasado(d.data()));
        tx.delete(d.ref);
      }
      if (!pagina.empty)
        tx.update(ref, {
          [`progreso.${coleccion}`]: FieldValue.increment(pagina.size),
          actualizadoEn: FieldValue.serverTimestamp(),
        });
      return pagina.size;
    });
    if (n === 0) return movidos;
    movidos += n;
    alPaso({ libro, que: coleccion, cuantos: movidos });
  }
}

/**
 * Writes `cambio` on every document `consulta` finds, a commit at a time, until it finds none
 * (the change takes each out of it): links naming the old owner, verifications naming the book.
 */
async function nombrar(
  db: Firestore,
  ref: DocumentReference,
  libro: string,
  que: string,
  consulta: Query,
  cambio: Record<string, unknown> | null,
  alPaso: (p: Paso) => void,
): Promise<number> {
  let nombrados = 0;
  for (;;) {
    const n = await db.runTransaction(async (tx) => {
      const pagina = await tx.get(consulta.limit(NOMBRADOS_POR_COMMIT));
      for (const d of pagina.docs) {
        if (cambio) tx.update(d.ref, cambio);
        else tx.delete(d.ref);
      }
      if (!pagina.empty)
        tx.update(ref, {
          [`progreso.${que}`]: FieldValue.increment(pagina.size),
          actualizadoEn: FieldValue.serverTimestamp(),
        });
      return pagina.size;
    });
    if (n === 0) return nombrados;
    nombrados += n;
    alPaso({ libro, que, cuantos: nombrados });
  }
}

/**
 * Ends it, when nothing of the book is left where it was (else false: another pass moves what was
 * written there meanwhile): the marks go, the old owner keeps «Consulta» if they asked, the audit
 * log records it, and the transfer says it is done. One transaction.
 */
async function terminar(
  db: Firestore,
  ref: DocumentReference,
  libro: string,
  consultas: readonly Query[],
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const t = await tx.get(ref);
    if (t.get('estado') !== 'en-curso') return true;
    const restos = await Promise.all([
      ...COLECCIONES_DEL_LIBRO.map((c) => tx.get(db.collection(`users/${libro}/${c}`).limit(1))),
      ...consultas.map((c) => tx.get(c.limit(1))),
    ]);
    if (restos.some((r) => !r.empty)) return false;
    const traspaso = {
      libro,
      de: String(t.get('de')),
      nombreDelLibro: String(t.get('nombreDelLibro')),
      nuevo: t.get('nuevo') as Autor,
    };
    const ahora = FieldValue.serverTimestamp();
    tx.delete(db.doc(rutaDe(rutaDelTraspasoEnCurso(libro))));
    tx.delete(db.doc(rutaDe(rutaDelTraspasoEnCurso(traspaso.nuevo.uid))));
    if (t.get('conservaConsulta') === true)
      tx.set(
        db.doc(`users/${traspaso.nuevo.uid}/${COLECCION_PERSONAS}/${libro}`),
        accesoDelAntiguoDueno(traspaso, ahora),
      );
    // One entry per transfer, whatever the runs: its id is the transfer's (the book and when it was accepted).
    const aceptadoEn = t.get('aceptadoEn') as Timestamp | undefined;
    tx.set(
      db.doc(`${COLECCION_AUDITORIA}/traspaso-${libro}-${aceptadoEn?.toMillis() ?? 0}`),
      auditoriaDelTraspaso(traspaso, Number(t.get('progreso.enlaces') ?? 0), ahora),
    );
    tx.update(ref, { estado: 'hecho', hechoEn: ahora, actualizadoEn: ahora });
    return true;
  });
}

/**
 * Moves the book `libro` to the account that accepted it, or goes on moving it: resumable, and a
 * no-op once it is done. `alPaso` hears of every commit.
 */
export async function traspasarLibro(
  db: Firestore,
  libro: string,
  alPaso: (p: Paso) => void = () => {},
): Promise<FinDelTraspaso> {
  const ref = db.collection(COLECCION_TRASPASOS).doc(libro);
  const refusado = await empezar(db, ref, libro);
  if (refusado) return refusado;
  const nuevo = (await ref.get()).get('nuevo') as Autor;
  // What names the old owner outside the book: its links' registry (the admins' page, and whose
  // receipt the payer's page reads), the verifications written by people with access, and the
  // invitations still pending (none may let anyone into a book that is no longer there).
  const enlaces = db.collection(COLECCION_REGISTRO).where('ownerUid', '==', libro);
  const verificaciones = db.collection('verificaciones').where('libro', '==', libro);
  const invitaciones = db.collection(COLECCION_INVITACIONES).where('libro', '==', libro);
  for (;;) {
    for (const coleccion of COLECCIONES_DEL_LIBRO) await mover(db, ref, libro, nuevo.uid, coleccion, alPaso);
    await nombrar(db, ref, libro, 'enlaces', enlaces, registroDelNuevoDueno(nuevo), alPaso);
    await nombrar(db, ref, libro, 'verificaciones', verificaciones, { libro: nuevo.uid }, alPaso);
    await nombrar(db, ref, libro, 'invitaciones', invitaciones, null, alPaso);
    if (await terminar(db, ref, libro, [enlaces, verificaciones, invitaciones])) return { libro, estado: 'hecho' };
  }
}

/** Every transfer accepted or under way, moved to its end (the scheduled function, `pnpm traspasos`). */
export async function traspasosPendientes(
  db: Firestore,
  alPaso: (p: Paso) => void = () => {},
): Promise<FinDelTraspaso[]> {
  // One field, equality: its single-field index (no composite index needed).
  const pendientes = await db.collection(COLECCION_TRASPASOS).where('estado', 'in', ['aceptado', 'en-curso']).get();
  const fines: FinDelTraspaso[] = [];
  for (const t of pendientes.docs) fines.push(await traspasarLibro(db, t.id, alPaso));
  return fines;
}
