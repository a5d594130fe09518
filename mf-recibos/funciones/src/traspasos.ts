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
  COLECCION_ENVIOS_POR_DIA,
  COLECCION_INVITACIONES,
  COLECCION_PERSONAS,
  COLECCION_REGISTRO,
  COLECCION_TRASPASOS,
  COLECCIONES_DEL_LIBRO,
  DOCUMENTOS_POR_COMMIT,
  documentoTraspasado,
  type EstadoDelTraspaso,
  LIBRO_PROPIO_DEL_QUE_RECIBE,
  NOMBRADOS_POR_COMMIT,
  RECIBOS_POR_COMMIT,
  registroDelNuevoDueno,
  rutaDeLaVerificacion,
  rutaDelCierre,
  rutaDelContadorUnico,
  rutaDelCupo,
  rutaDelTraspasoEnCurso,
} from 'dominio-recibos';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Query,
  type Timestamp,
  type Transaction,
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
  /** Accepted, not started: one of the two accounts is in another transfer under way. */
  espera?: true;
  /** This run could not go on with it (the next one will): why. */
  error?: string;
}

const rutaDe = (partes: readonly string[]) => partes.join('/');

/**
 * Starts an accepted transfer: both books marked (no series starts in either, neither account is
 * deleted), or refused with why, nothing moved. A transfer already under way is left as it is; one
 * whose accounts are in another under way (marked) waits for it: two moves into or out of one
 * book at once would split it.
 */
async function empezar(db: Firestore, ref: DocumentReference, libro: string): Promise<FinDelTraspaso | null> {
  return db.runTransaction(async (tx) => {
    const t = await tx.get(ref);
    const estado = t.get('estado') as EstadoDelTraspaso | undefined;
    if (estado === 'en-curso') return null;
    if (estado !== 'aceptado') return { libro, estado: estado ?? 'fallido' };
    const nuevo = t.get('nuevo') as Autor;
    const marcas = [rutaDelTraspasoEnCurso(libro), rutaDelTraspasoEnCurso(nuevo.uid)].map((r) => db.doc(rutaDe(r)));
    const [[marcaDe, marcaA, cierre, unico, cierreDelNuevo], propios] = await Promise.all([
      tx.getAll(
        ...marcas,
        db.doc(rutaDe(rutaDelCierre(libro))),
        db.doc(rutaDe(rutaDelContadorUnico(libro))),
        db.doc(rutaDe(rutaDelCierre(nuevo.uid))),
      ),
      Promise.all(LIBRO_PROPIO_DEL_QUE_RECIBE.map((c) => tx.get(db.collection(`users/${nuevo.uid}/${c}`).limit(1)))),
    ]);
    if (marcaDe?.exists || marcaA?.exists) return { libro, estado: 'aceptado', espera: true };
    const fallo = cierre?.exists
      ? 'La cuenta que traspasa el libro se está borrando: ya no se puede traspasar.'
      : cierreDelNuevo?.exists
        ? `La cuenta de ${nuevo.email} se ha borrado: el libro sigue siendo de quien lo ofreció.`
        : unico?.exists
          ? 'El libro aún tiene la numeración anterior a las series por año: hay que migrarla antes (scripts/migrar-series.ts).'
          : propios.some((p) => !p.empty)
            ? `La cuenta de ${nuevo.email} ya lleva su propio libro (recibos, datos de emisor, pagadores o recibos periódicos): un libro solo se traspasa a una cuenta sin libro, para que no haya dos series con los mismos números.`
            : null;
    const ahora = FieldValue.serverTimestamp();
    if (fallo) {
      tx.update(ref, { estado: 'fallido', fallo, actualizadoEn: ahora });
      return { libro, estado: 'fallido', fallo };
    }
    const [deLibro, aNuevo] = marcas as [DocumentReference, DocumentReference];
    tx.create(deLibro, { hacia: nuevo.uid });
    tx.create(aNuevo, { desde: libro });
    tx.update(ref, { estado: 'en-curso', progreso: {}, actualizadoEn: ahora });
    return null;
  });
}

/**
 * Where two books both count something for the same day or the same limit, the counts add up: the
 * payers' count (`cupo`: a payer created where the book was, during the move, counted there) and a
 * day's sendings (some made from the new book before the old one's count arrived). Any other
 * document that is already where it goes is replaced by the one that moves (the latest written).
 */
function alLlegar(datos: Record<string, unknown>, destino: DocumentSnapshot, cupo: string) {
  if (!destino.exists) return datos;
  const suma = (campo: string) => Number(destino.get(campo) ?? 0) + Number(datos[campo] ?? 0);
  if (destino.ref.path === cupo) return { ...datos, pagadores: suma('pagadores') };
  if (destino.ref.parent.id === COLECCION_ENVIOS_POR_DIA) return { ...datos, enviados: suma('enviados') };
  return datos;
}

/**
 * Runs `paso` in one transaction after another until it does nothing: each says how many documents
 * of `que` it handled (and of what else, by kind), which the same commit adds to the transfer's
 * progress, and `alPaso` hears of.
 */
async function enCommits(
  db: Firestore,
  ref: DocumentReference,
  libro: string,
  que: string,
  alPaso: (p: Paso) => void,
  paso: (tx: Transaction) => Promise<Record<string, number>>,
): Promise<void> {
  let cuantos = 0;
  for (;;) {
    const hechos = await db.runTransaction(async (tx) => {
      const cuentas = await paso(tx);
      const n = cuentas[que] ?? 0;
      if (n > 0)
        tx.update(ref, {
          ...Object.fromEntries(
            Object.entries(cuentas)
              .filter(([, k]) => k > 0)
              .map(([cual, k]) => [`progreso.${cual}`, FieldValue.increment(k)]),
          ),
          actualizadoEn: FieldValue.serverTimestamp(),
        });
      return n;
    });
    if (hechos === 0) return;
    cuantos += hechos;
    alPaso({ libro, que, cuantos });
  }
}

/**
 * Moves one collection of the book, a commit at a time, until none of it is left where it was. A
 * receipt moves with what finds it from outside the book, in its same commit: its link's registry
 * (the payer's page reads the receipt in the book the registry names, so a link never stops
 * opening) and a verification that names the book.
 */
function mover(
  db: Firestore,
  ref: DocumentReference,
  libro: string,
  nuevo: Autor,
  coleccion: string,
  alPaso: (p: Paso) => void,
): Promise<void> {
  const recibos = coleccion === 'recibos';
  const porCommit = recibos ? RECIBOS_POR_COMMIT : DOCUMENTOS_POR_COMMIT;
  const cupo = rutaDe(rutaDelCupo(nuevo.uid));
  return enCommits(db, ref, libro, coleccion, alPaso, async (tx) => {
    const pagina = await tx.get(db.collection(`users/${libro}/${coleccion}`).limit(porCommit));
    if (pagina.empty) return {};
    // Every read before the first write, as a transaction needs.
    const destinos = await tx.getAll(...pagina.docs.map((d) => db.doc(`users/${nuevo.uid}/${coleccion}/${d.id}`)));
    const tokens = recibos ? pagina.docs.map((d) => d.get('compartido.token')).filter(esTexto) : [];
    const codigos = recibos ? pagina.docs.map((d) => d.get('verificacion')).filter(esTexto) : [];
    const deFuera = [
      ...tokens.map((t) => db.doc(`${COLECCION_REGISTRO}/${t}`)),
      ...codigos.map((c) => db.doc(rutaDe(rutaDeLaVerificacion(c)))),
    ];
    // getAll needs one reference at least: receipts from before verifications, none shared.
    const fuera = deFuera.length > 0 ? await tx.getAll(...deFuera) : [];
    pagina.docs.forEach((d, i) => {
      // The new owner's own access to the book, if they had one: nobody keeps their own book by role.
      if (!(coleccion === COLECCION_PERSONAS && d.id === nuevo.uid)) {
        const destino = destinos[i] as DocumentSnapshot;
        tx.set(destino.ref, alLlegar(documentoTraspasado(d.data()), destino, cupo));
      }
      tx.delete(d.ref);
    });
    const cuentas = { [coleccion]: pagina.size, enlaces: 0, verificaciones: 0 };
    for (const f of fuera) {
      if (f.ref.parent.id === COLECCION_REGISTRO && f.get('ownerUid') === libro) {
        tx.update(f.ref, registroDelNuevoDueno(nuevo));
        cuentas.enlaces++;
      } else if (f.ref.parent.id !== COLECCION_REGISTRO && f.get('libro') === libro) {
        tx.update(f.ref, { libro: nuevo.uid });
        cuentas.verificaciones++;
      }
    }
    return cuentas;
  });
}

const esTexto = (v: unknown): v is string => typeof v === 'string';

/**
 * Writes `cambio` on every document `consulta` finds (null: deletes it), a commit at a time, until
 * it finds none (the change takes each out of it): links naming the old owner, verifications
 * naming the book, its pending invitations.
 */
function nombrar(
  db: Firestore,
  ref: DocumentReference,
  libro: string,
  que: string,
  consulta: Query,
  cambio: Record<string, unknown> | null,
  alPaso: (p: Paso) => void,
): Promise<void> {
  return enCommits(db, ref, libro, que, alPaso, async (tx) => {
    const pagina = await tx.get(consulta.limit(NOMBRADOS_POR_COMMIT));
    for (const d of pagina.docs) {
      if (cambio) tx.update(d.ref, cambio);
      else tx.delete(d.ref);
    }
    return { [que]: pagina.size };
  });
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
    // Pending invitations first (the rules refuse new ones, and accepting any, while the book moves).
    await nombrar(db, ref, libro, 'invitaciones', invitaciones, null, alPaso);
    for (const coleccion of COLECCIONES_DEL_LIBRO) await mover(db, ref, libro, nuevo, coleccion, alPaso);
    // Links and verifications no receipt names any more (an older link of a receipt shared again,
    // a certificate): renamed after.
    await nombrar(db, ref, libro, 'enlaces', enlaces, registroDelNuevoDueno(nuevo), alPaso);
    await nombrar(db, ref, libro, 'verificaciones', verificaciones, { libro: nuevo.uid }, alPaso);
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
  // One that fails this time (it stays as it was: the next run goes on with it) holds back no other.
  for (const t of pendientes.docs)
    fines.push(
      await traspasarLibro(db, t.id, alPaso).catch(
        (error: unknown): FinDelTraspaso => ({
          libro: t.id,
          estado: t.get('estado') as EstadoDelTraspaso,
          error: error instanceof Error ? error.message : String(error),
        }),
      ),
    );
  return fines;
}
