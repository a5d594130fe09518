// Data access for recibosPublicos as an admin, and the append-only audit log (auditoriaAdmin).
import {
  aFecha,
  collection,
  type DocumentSnapshot,
  doc,
  getDocs,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  type Sesion,
  serverTimestamp,
  sesionActual,
  startAfter,
  Timestamp,
  where,
  writeBatch,
} from 'shared-firebase/firestore';
import type { AccionAdmin, EntradaAuditoria, TokenPublico } from '../types';

export const TAM_PAGINA = 20;
const LOTE = 400;

/** Optional timestamps (expiresAt) stay null; present ones become Dates. */
const fecha = (valor: unknown): Date | null => (valor ? aFecha(valor) : null);

function tokenDeDoc(snapshot: DocumentSnapshot): TokenPublico {
  const d = snapshot.data() ?? {};
  return {
    token: snapshot.id,
    ownerUid: String(d.ownerUid ?? ''),
    ownerEmail: typeof d.ownerEmail === 'string' ? d.ownerEmail : null,
    numero: String(d.snapshot?.numero ?? '—'),
    createdAt: fecha(d.createdAt) ?? new Date(0),
    expiresAt: fecha(d.expiresAt),
    revocado: d.revocado === true,
    revocadoPor: d.revocadoPor === 'admin' || d.revocadoPor === 'propietario' ? d.revocadoPor : null,
  };
}

export interface FiltroTokens {
  estado?: 'activo' | 'revocado' | 'caducado';
  /** An owner's email, an owner's uid, or a receipt number (R-2026-0001). */
  busqueda?: string;
}

/** Server-side filters; "activo" vs "caducado" among non-revoked links is decided per page. */
function restricciones({ estado, busqueda }: FiltroTokens): QueryConstraint[] {
  const r: QueryConstraint[] = [];
  if (estado === 'revocado') r.push(where('revocado', '==', true));
  if (estado === 'activo' || estado === 'caducado') r.push(where('revocado', '==', false));
  const q = busqueda?.trim();
  if (q) {
    if (q.includes('@')) r.push(where('ownerEmail', '==', q.toLowerCase()));
    else if (/^r-\d{4}-\d+$/i.test(q)) r.push(where('snapshot.numero', '==', q.toUpperCase()));
    else r.push(where('ownerUid', '==', q));
  }
  return r;
}

export async function listarTokens(
  filtro: FiltroTokens,
  cursor: DocumentSnapshot | null,
): Promise<{ tokens: TokenPublico[]; cursor: DocumentSnapshot | null }> {
  const { db } = sesionActual();
  const snapshot = await getDocs(
    query(
      collection(db, 'recibosPublicos'),
      ...restricciones(filtro),
      orderBy('createdAt', 'desc'),
      ...(cursor ? [startAfter(cursor)] : []),
      limit(TAM_PAGINA),
    ),
  );
  return {
    tokens: snapshot.docs.map(tokenDeDoc),
    cursor: snapshot.size === TAM_PAGINA ? (snapshot.docs[snapshot.size - 1] ?? null) : null,
  };
}

/** Each admin action and its audit entry are written together: no action without its entry. */
function conAuditoria({ db, uid, email }: Sesion, accion: AccionAdmin, token: string | null, detalle: string) {
  const batch = writeBatch(db);
  batch.set(doc(collection(db, 'auditoriaAdmin')), {
    adminUid: uid,
    adminEmail: email ?? '',
    accion,
    token,
    detalle,
    createdAt: serverTimestamp(),
  });
  return batch;
}

export async function revocarToken(token: string): Promise<void> {
  const sesion = sesionActual();
  const { db } = sesion;
  const batch = conAuditoria(sesion, 'revocar', token, 'Enlace revocado');
  batch.update(doc(db, 'recibosPublicos', token), { revocado: true, revocadoPor: 'admin' });
  await batch.commit();
}

export async function reactivarToken(token: string): Promise<void> {
  const sesion = sesionActual();
  const { db } = sesion;
  const batch = conAuditoria(sesion, 'reactivar', token, 'Enlace reactivado');
  batch.update(doc(db, 'recibosPublicos', token), { revocado: false, revocadoPor: null });
  await batch.commit();
}

async function caducados(db: Sesion['db']) {
  const snapshot = await getDocs(
    query(collection(db, 'recibosPublicos'), where('expiresAt', '<=', Timestamp.now()), limit(5000)),
  );
  return snapshot.docs;
}

export async function contarCaducados(): Promise<number> {
  return (await caducados(sesionActual().db)).length;
}

/** Deletes every expired link in batches; one audit entry records how many. */
export async function eliminarCaducados(): Promise<number> {
  const sesion = sesionActual();
  const { db } = sesion;
  const docs = await caducados(db);
  // The audit entry travels with the first batch, so no deletion is ever unrecorded.
  for (let i = 0; i === 0 || i < docs.length; i += LOTE) {
    const batch =
      i === 0
        ? conAuditoria(sesion, 'eliminar-caducados', null, `${docs.length} enlaces caducados eliminados`)
        : writeBatch(db);
    for (const d of docs.slice(i, i + LOTE)) batch.delete(d.ref);
    await batch.commit();
  }
  return docs.length;
}

export async function listarAuditoria(n = 20): Promise<EntradaAuditoria[]> {
  const { db } = sesionActual();
  const snapshot = await getDocs(query(collection(db, 'auditoriaAdmin'), orderBy('createdAt', 'desc'), limit(n)));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      adminEmail: String(data.adminEmail ?? ''),
      accion: data.accion as AccionAdmin,
      token: typeof data.token === 'string' ? data.token : null,
      detalle: String(data.detalle ?? ''),
      createdAt: aFecha(data.createdAt),
    };
  });
}
