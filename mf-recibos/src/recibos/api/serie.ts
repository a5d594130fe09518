// The series of a user's receipts, one per year of their date (dominio-recibos builds its
// writes): issuing takes the next number of its year, deleting the last gives it back, and what a
// receipt's page needs to know of it.

import {
  anioDeLaSerie,
  anulacionPorSustitucion,
  autorEnElLibro,
  codigoNuevo,
  haSalido,
  numeroDevuelto,
  numeroTomado,
  type OrigenDelPlan,
  reciboEmitido,
  referenciaA,
  rutaDelCobro,
  verificacionCambiada,
  verificacionDe,
} from 'dominio-recibos';
import { codigoDeError } from 'shared-firebase';
import {
  type DocumentSnapshot,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  sesionActual,
  where,
} from 'shared-firebase/firestore';
import type { Recibo, ReciboInput } from '../types';
import {
  camposRecibo,
  cierreRef,
  contadorRef,
  edicionRef,
  reciboDeDoc,
  recibosRef,
  verificacionRef,
} from './documento';
import { copiaQueSigue, instantanea, publicoRef } from './recibos-publicos';

/** How many times a creation that lost the race for the counter is retried. */
const INTENTOS_NUMERO = 12;

/**
 * Allocates the next number in the same transaction that creates the receipt (with `id`, a receipt
 * already there, issued by an earlier try, is returned as it is: never a second one). With `sustituye`
 * (an issued receipt, ever shared: its content never changes), the new one is its correction: the
 * same commit voids it, each naming the other, and its payer's copy says so. When several are
 * created at once, the loser's write is refused (the rules see a counter that moved, which the
 * emulator reports as permission-denied before the precondition): it reads again and retries.
 * A refusal with the counter where this attempt read it is no race but the rules saying no
 * (the receipt's shape): it is thrown at once, never retried.
 */
export async function crearRecibo(
  input: ReciboInput,
  etiquetasExistentes?: ReadonlySet<string>,
  sustituye?: Recibo,
  /** Its id, when the caller fixes it (a group's receipt: never issued twice on a retry). */
  id?: string,
  /**
   * A plan's pending charge it is the receipt of (its id is `id`): the receipt says its plan and
   * period, and the charge goes in the same transaction; a charge no longer pending (discarded,
   * or confirmed in another tab: YaEmitido) issues nothing.
   */
  deUnCobro?: { plan: OrigenDelPlan },
): Promise<Recibo> {
  const sesion = sesionActual();
  const { db, libro } = sesion;
  // In someone else's book: the receipt names who issued it, carries none of their labels (each
  // person's own), and its verification names the book (firestore.rules require all three).
  const autor = autorEnElLibro(sesion);
  const libroAjeno = autor ? libro : undefined;
  const campos = {
    ...camposRecibo(autor ? { ...input, etiquetas: [] } : input, etiquetasExistentes),
    ...(sustituye ? { sustituye: referenciaA(sustituye) } : {}),
    ...(deUnCobro ? { plan: deUnCobro.plan } : {}),
  };
  const ref = id ? doc(recibosRef(db, libro), id) : doc(recibosRef(db, libro));
  // Drawn once: a retry writes the same code (its document exists only if an earlier try committed).
  const codigo = codigoNuevo();
  let numero = 0;
  for (let intento = 1; ; intento++) {
    let leido: Contador | null | undefined;
    try {
      numero = await runTransaction(db, async (tx) => {
        const cobro = deUnCobro ? doc(db, ...rutaDelCobro(libro, ref.id)) : null;
        const [contador, cierre, copia, previo, pendiente] = await Promise.all([
          tx.get(contadorRef(db, libro, campos.fecha)),
          tx.get(cierreRef(db, libro)),
          sustituye ? copiaQueSigue(tx, db, sustituye) : null,
          id ? tx.get(ref) : null,
          cobro ? tx.get(cobro) : null,
        ]);
        if (cierre.exists()) throw new SerieCerrada();
        if (previo?.exists()) throw new YaEmitido(reciboDeDoc(previo));
        if (pendiente && !pendiente.exists()) throw new CobroNoPendiente();
        leido = contadorDe(contador);
        const siguiente = (leido?.recibos ?? 0) + 1;
        if (sustituye) {
          const anulacion = anulacionPorSustitucion({ id: ref.id, numero: siguiente, fecha: campos.fecha }, autor);
          tx.update(doc(recibosRef(db, libro), sustituye.id), { ...anulacion, updatedAt: serverTimestamp() });
          if (copia) tx.update(publicoRef(db, copia), { snapshot: instantanea({ ...sustituye, ...anulacion }) });
          if (sustituye.verificacion)
            tx.update(
              verificacionRef(db, sustituye.verificacion),
              verificacionCambiada(
                sustituye.id,
                { ...sustituye, ...anulacion },
                serverTimestamp(),
                true,
                codigo,
                libroAjeno,
              ),
            );
        }
        // The counter names the receipt that took the number (firestore.rules tie both ways).
        tx.set(contadorRef(db, libro, campos.fecha), numeroTomado(siguiente, ref.id));
        tx.set(ref, reciboEmitido(campos, siguiente, serverTimestamp(), codigo, autor));
        tx.set(
          verificacionRef(db, codigo),
          verificacionDe(
            ref.id,
            { ...campos, numero: siguiente, estado: 'emitido' },
            serverTimestamp(),
            undefined,
            libroAjeno,
          ),
        );
        if (cobro) tx.delete(cobro);
        return siguiente;
      });
      break;
    } catch (error) {
      // Issued by an earlier try whose answer was lost: that receipt, not another. A charge's
      // receipt there at the first try was issued elsewhere (another tab): said, not taken as ours.
      if (error instanceof YaEmitido) {
        if (deUnCobro && intento === 1) throw error;
        return error.recibo;
      }
      if (intento >= INTENTOS_NUMERO || !(await carreraPerdida(error, campos.fecha, leido))) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 40 * intento));
    }
  }
  const now = new Date();
  const { busqueda: _busqueda, ...visibles } = campos;
  return {
    id: ref.id,
    ...visibles,
    numero,
    estado: 'emitido',
    compartido: null,
    verificacion: codigo,
    ...(autor ? { emitidoPor: autor } : {}),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Whether a refused creation lost its year's counter to another one: the counter changed since
 * `leido`, or the series closed (the next try reads both again and says so).
 */
async function carreraPerdida(error: unknown, fecha: string, leido: Contador | null | undefined): Promise<boolean> {
  const code = codigoDeError(error);
  if (code === 'aborted' || code === 'failed-precondition') return true;
  if (code !== 'permission-denied' || leido === undefined) return false;
  const { db, libro } = sesionActual();
  const [contador, cierre] = await Promise.all([getDoc(contadorRef(db, libro, fecha)), getDoc(cierreRef(db, libro))]);
  const ahora = contadorDe(contador, cierre);
  return ahora?.cerrado === true || JSON.stringify(ahora) !== JSON.stringify(leido);
}

/** A year's counter: the last number given and the receipt that holds it. */
export interface Contador {
  recibos: number;
  ultimo: string;
  /** Closed by an account deletion that has not finished: no receipt is issued or deleted. */
  cerrado: boolean;
  /**
   * The receipt holding the number before the last ('' when the last is 1), or null when none
   * does: data from before the series was gap-free, where the last receipt cannot give its number
   * back (the rules refuse it). Unset when not looked up.
   */
  previo?: string | null;
}

/**
 * The counter as stored, or null before the year's first receipt (one reading, for the page and
 * the delete); closed when the mark `cierre` exists (not read on issuing: it reads the mark itself).
 */
function contadorDe(snapshot: DocumentSnapshot, cierre?: DocumentSnapshot): Contador | null {
  if (!snapshot.exists()) return cierre?.exists() ? { recibos: 0, ultimo: '', cerrado: true } : null;
  return {
    recibos: Number(snapshot.get('recibos')),
    ultimo: String(snapshot.get('ultimo') ?? ''),
    cerrado: cierre?.exists() ?? false,
  };
}

/**
 * The id of the receipt of year `anio` numbered `numero`, '' for 0 (before the first), or null
 * when none is. Each year has its own number 1, 2…: at most one receipt a year holds it, so the
 * query on the number alone (its single-field index) returns a handful.
 */
async function reciboNumerado(numero: number, anio: string): Promise<string | null> {
  if (numero < 1) return '';
  const { db, libro } = sesionActual();
  const snapshot = await getDocs(query(recibosRef(db, libro), where('numero', '==', numero)));
  return snapshot.docs.find((d) => anioDeLaSerie(String(d.get('fecha'))) === anio)?.id ?? null;
}

/**
 * The counter as `recibo`'s page needs it: when that receipt could be deleted (the last, never
 * shared, the series open), with the receipt before it too, what deleting it needs. Any other
 * receipt's page asks nothing more than the counter.
 */
export async function leerContador(recibo: Recibo): Promise<Contador | null> {
  const { db, libro } = sesionActual();
  const [snapshot, cierre] = await Promise.all([
    getDoc(contadorRef(db, libro, recibo.fecha)),
    getDoc(cierreRef(db, libro)),
  ]);
  const contador = contadorDe(snapshot, cierre);
  if (!contador || contador.ultimo !== recibo.id || haSalido(recibo) || contador.cerrado) return contador;
  return { ...contador, previo: await reciboNumerado(contador.recibos - 1, anioDeLaSerie(recibo.fecha)) };
}

/**
 * Whether the receipt can be deleted (docs/producto.md, Recibos): it holds its year's last number
 * and never left the app (shared, e-mailed, downloaded, printed), so no payer has seen that number,
 * and the number before it is held (the
 * counter goes back to it). Any other is voided instead.
 */
export function esEliminable(recibo: Recibo, contador: Contador | null | undefined): boolean {
  return (
    !haSalido(recibo) &&
    !recibo.sustituye &&
    !recibo.sustituidoPor &&
    contador?.ultimo === recibo.id &&
    !contador.cerrado &&
    contador.previo !== null
  );
}

/**
 * An account deletion that did not finish closed the series: nothing more is issued. Finishing
 * the deletion (Cuenta) is what is left to do.
 */
export class SerieCerrada extends Error {
  constructor() {
    super('Tu cuenta se está eliminando: no se pueden emitir recibos. Termina de eliminarla desde Cuenta.');
    this.name = 'SerieCerrada';
  }
}

/** A pending charge that is no longer there: discarded (or confirmed) in another tab. */
export class CobroNoPendiente extends Error {
  constructor() {
    super('Este cobro ya no está pendiente: se descartó en otra pestaña o sesión. No se ha emitido nada.');
    this.name = 'CobroNoPendiente';
  }
}

/** A receipt with a fixed id that an earlier try already issued. */
export class YaEmitido extends Error {
  constructor(readonly recibo: Recibo) {
    super('Ya emitido');
  }
}

/** A delete the series' rule forbids (not the last receipt, shared, or the number before it missing). */
export class ReciboNoEliminable extends Error {
  constructor() {
    super(
      'Solo se puede eliminar el último recibo de su año, si nunca ha salido de la app (compartido, enviado, descargado o impreso).',
    );
    this.name = 'ReciboNoEliminable';
  }
}

/**
 * Deletes its year's last receipt, never shared, and gives its number back in the same commit:
 * the counter names the receipt before it again (found first by its number), so the next
 * receipt takes the same number and the series never has a hole.
 */
export async function eliminarRecibo(actual: Recibo): Promise<void> {
  const { db, libro } = sesionActual();
  if (haSalido(actual) || actual.sustituye || actual.sustituidoPor) throw new ReciboNoEliminable();
  const previo = await reciboNumerado(actual.numero - 1, anioDeLaSerie(actual.fecha));
  await runTransaction(db, async (tx) => {
    const [snapshot, cierre, leido] = await Promise.all([
      tx.get(contadorRef(db, libro, actual.fecha)),
      tx.get(cierreRef(db, libro)),
      tx.get(doc(recibosRef(db, libro), actual.id)),
    ]);
    const contador = contadorDe(snapshot, cierre);
    // As it is now: sent or shared from elsewhere since the page read it, it is not deleted.
    const ahora = leido.exists() ? reciboDeDoc(leido) : actual;
    if (!esEliminable(ahora, contador && { ...contador, previo })) throw new ReciboNoEliminable();
    tx.set(contadorRef(db, libro, actual.fecha), numeroDevuelto(actual.numero, previo ?? ''));
    tx.delete(doc(recibosRef(db, libro), actual.id));
    tx.delete(edicionRef(db, libro, actual.id));
    if (actual.verificacion) tx.delete(verificacionRef(db, actual.verificacion));
  });
}
