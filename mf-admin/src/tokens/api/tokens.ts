// Data access for the link registry (registroEnlaces) as an admin, and the append-only audit log
// (auditoriaAdmin). Expired links' public copies are deleted by a TTL policy on expiresAt
// (firestore.indexes.json), not by an admin: admins only revoke and reactivate.

import {
  COLECCION_AUDITORIA,
  COLECCION_PUBLICA,
  COLECCION_REGISTRO,
  cambioDelAdmin,
  quienRevoca,
} from 'dominio-recibos';
import {
  aFecha,
  collection,
  type DocumentSnapshot,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  serverTimestamp,
  sesionActual,
  startAfter,
  where,
  writeBatch,
} from 'shared-firebase/firestore';
import { propietarioDe } from '../estado';
import { MOTIVO_MAX } from '../motivo';
import type { AccionAdmin, EntradaAuditoria, EstadoDelRecibo, TokenPublico } from '../types';

export const TAM_PAGINA = 20;

/** The SWR cache keys of this module's reads, all under 'admin' (`esClaveDeAdmin`). */
export const claves = {
  /** A filtered list of links (its pages are keyed under it, with their cursors). */
  enlaces: (filtro: FiltroTokens) => ['admin', 'enlaces', JSON.stringify(filtro)] as const,
  auditoria: (n: number) => ['admin', 'auditoria', n] as const,
};

export const esClaveDeAdmin = (clave: unknown) => Array.isArray(clave) && clave[0] === 'admin';

export interface PaginaTokens {
  tokens: TokenPublico[];
  cursor: DocumentSnapshot | null;
}

/** Optional timestamps (expiresAt) stay null; present ones become Dates. */
const fecha = (valor: unknown): Date | null => (valor ? aFecha(valor) : null);

function tokenDeDoc(snapshot: DocumentSnapshot): Omit<TokenPublico, 'recibo'> {
  const d = snapshot.data() ?? {};
  return {
    token: snapshot.id,
    ownerUid: String(d.ownerUid ?? ''),
    ownerEmail: typeof d.ownerEmail === 'string' ? d.ownerEmail : null,
    // Entries from before the mark recorded verified addresses only.
    ownerEmailVerificado: d.ownerEmailVerificado !== false,
    numero: String(d.numero ?? '—'),
    createdAt: fecha(d.createdAt) ?? new Date(0),
    expiresAt: fecha(d.expiresAt),
    revocado: d.revocado === true,
    revocadoPor: quienRevoca(d.revocadoPor),
  };
}

export interface FiltroTokens {
  estado?: 'activo' | 'revocado' | 'caducado';
  /** The start of an owner's e-mail, an owner's uid, or a receipt number (R-2026-0001). */
  busqueda?: string;
}

export type Busqueda =
  | { campo: 'numero'; valor: string }
  | { campo: 'ownerUid'; valor: string }
  | { campo: 'ownerEmail'; prefijo: string };

/**
 * What the search box asks: a receipt number; a uid (20 or more letters and digits and nothing
 * else: Firebase's are 28); otherwise the start of an owner's e-mail, in any case ("casero" finds
 * casero@recibos.test). An e-mail that starts with 20 letters and digits is searched with its @.
 */
export function leerBusqueda(texto: string): Busqueda | null {
  const q = texto.trim();
  if (!q) return null;
  if (/^r-\d{4}-\d+$/i.test(q)) return { campo: 'numero', valor: q.toUpperCase() };
  if (/^[A-Za-z0-9]{20,128}$/.test(q)) return { campo: 'ownerUid', valor: q };
  return { campo: 'ownerEmail', prefijo: q.toLowerCase() };
}

/**
 * Server-side filters and order, newest first; "activo" vs "caducado" among non-revoked links is
 * decided per page. A prefix is a range, which Firestore orders by its field first: an e-mail
 * search lists each owner's links together, newest first.
 */
function consulta({ estado, busqueda }: FiltroTokens): QueryConstraint[] {
  const r: QueryConstraint[] = [];
  if (estado === 'revocado') r.push(where('revocado', '==', true));
  if (estado === 'activo' || estado === 'caducado') r.push(where('revocado', '==', false));
  const b = leerBusqueda(busqueda ?? '');
  if (b?.campo === 'ownerEmail') {
    r.push(where('ownerEmail', '>=', b.prefijo), where('ownerEmail', '<', `${b.prefijo}\uf8ff`));
    r.push(orderBy('ownerEmail'));
  } else if (b) r.push(where(b.campo, '==', b.valor));
  r.push(orderBy('createdAt', 'desc'));
  return r;
}

export async function listarTokens(filtro: FiltroTokens, cursor: DocumentSnapshot | null): Promise<PaginaTokens> {
  const { db } = sesionActual();
  const snapshot = await getDocs(
    query(
      collection(db, COLECCION_REGISTRO),
      ...consulta(filtro),
      ...(cursor ? [startAfter(cursor)] : []),
      limit(TAM_PAGINA),
    ),
  );
  const tokens = await Promise.all(
    snapshot.docs.map(async (d) => ({ ...tokenDeDoc(d), recibo: await estadoDelRecibo(db, d.id) })),
  );
  return {
    tokens,
    cursor: snapshot.size === TAM_PAGINA ? (snapshot.docs[snapshot.size - 1] ?? null) : null,
  };
}

/**
 * The receipt's state as its public copy has it (the registry keeps none): the copy follows the
 * receipt while the link is live (firestore.rules, `snapshotDe`), so a live link to a voided receipt
 * shows as such. One read per listed link; an admin may read any copy.
 */
async function estadoDelRecibo(db: Firestore, token: string): Promise<EstadoDelRecibo | null> {
  try {
    const copia = (await getDoc(doc(db, COLECCION_PUBLICA, token))).data()?.snapshot;
    if (!copia) return null;
    return {
      anulado: copia.estado === 'anulado',
      sustituidoPor: typeof copia.sustituidoPor === 'string' ? copia.sustituidoPor : null,
    };
  } catch {
    // The list matters more than one row's extra: that row says nothing of its receipt.
    return null;
  }
}

const DETALLE: Record<'revocar' | 'reactivar', string> = {
  revocar: 'Enlace revocado',
  reactivar: 'Enlace reactivado',
};

/** What an audit entry names of a link: its token, its receipt's number and its owner. */
export type EnlaceAuditado = Pick<TokenPublico, 'token' | 'numero' | 'ownerUid' | 'ownerEmail'>;

/** The longest reason a revocation may give (firestore.rules check it too). */
export { MOTIVO_MAX };

/**
 * The admin's change to a link and its audit entry, in one commit: the registry names the entry
 * and the entry names the link, its receipt's number and its owner as the registry has them
 * (firestore.rules check all of it), so neither exists without the other.
 */
async function actuarConAuditoria(
  enlace: EnlaceAuditado,
  accion: 'revocar' | 'reactivar',
  motivo: string,
): Promise<void> {
  const { db, uid, email } = sesionActual();
  const entrada = doc(collection(db, COLECCION_AUDITORIA));
  const batch = writeBatch(db);
  batch.set(entrada, {
    adminUid: uid,
    adminEmail: email ?? '',
    accion,
    token: enlace.token,
    numero: enlace.numero,
    propietario: propietarioDe(enlace),
    motivo,
    detalle: DETALLE[accion],
    createdAt: serverTimestamp(),
  });
  batch.update(doc(db, COLECCION_REGISTRO, enlace.token), cambioDelAdmin(accion, entrada.id));
  await batch.commit();
}

/** Revokes a live link, saying why (1–MOTIVO_MAX characters, not only spaces). */
export const revocarToken = (enlace: EnlaceAuditado, motivo: string) =>
  actuarConAuditoria(enlace, 'revocar', motivo.trim());
export const reactivarToken = (enlace: EnlaceAuditado) => actuarConAuditoria(enlace, 'reactivar', '');

export async function listarAuditoria(n = 20): Promise<EntradaAuditoria[]> {
  const { db } = sesionActual();
  const snapshot = await getDocs(query(collection(db, COLECCION_AUDITORIA), orderBy('createdAt', 'desc'), limit(n)));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      adminEmail: String(data.adminEmail ?? ''),
      accion: data.accion as AccionAdmin,
      token: typeof data.token === 'string' ? data.token : null,
      numero: typeof data.numero === 'string' ? data.numero : null,
      propietario: typeof data.propietario === 'string' ? data.propietario : null,
      motivo: typeof data.motivo === 'string' ? data.motivo : null,
      detalle: String(data.detalle ?? ''),
      createdAt: aFecha(data.createdAt),
    };
  });
}
