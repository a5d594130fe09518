// Every filter combination of /admin/tokens, through mf-admin's data layer as a signed-in admin,
// so the index coverage check (scripts/indices.mjs) sees every query shape the page can send. The
// file seeds its own links (names unique to the run, so other files' links never match a search)
// and checks each combination returns exactly the seeded links it should.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import {
  AUTH_URL,
  FIRESTORE_HOST,
  FIRESTORE_PORT,
  initEmulatorFirebase,
  PROJECT_ID,
  PROYECTO_AUTH,
} from 'tooling/emulator-env';
import { beforeAll, expect, it } from 'vitest';
import { type FiltroTokens, listarAuditoria, listarTokens } from './tokens';

const { auth } = initEmulatorFirebase();
const run = Date.now();
const EMAIL = `consultas-${run}@recibos.test`;
const UID = `consultasUid${run}`;
const NUMERO = `R-2026-${String(run % 10_000).padStart(4, '0')}`;
const AHORA = Date.now();

type Estado = 'activo' | 'revocado' | 'caducado';
/** Two links of the owner in each state, one with the searched number; one link of someone else. */
const SEMILLAS: Array<{ token: string; estado: Estado; numero: string; ownerUid: string; ownerEmail?: string }> = (
  ['activo', 'revocado', 'caducado'] as const
).flatMap((estado, i) => [
  { token: `c${run}${i}a`.padEnd(32, 'a'), estado, numero: NUMERO, ownerUid: UID, ownerEmail: EMAIL },
  { token: `c${run}${i}b`.padEnd(32, 'b'), estado, numero: 'R-2026-9999', ownerUid: UID, ownerEmail: EMAIL },
  { token: `c${run}${i}c`.padEnd(32, 'c'), estado, numero: NUMERO, ownerUid: `otro${run}` },
]);

const fecha = (ms: number) => ({ timestampValue: new Date(ms).toISOString() });

/** One commit over REST with the emulator's owner token (past the rules, as the seed of a test). */
async function escribirSinReglas(writes: unknown[]) {
  const r = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    },
  );
  expect(r.ok).toBe(true);
}

beforeAll(async () => {
  // This file's own emulator project starts empty, also when run again on the same emulator
  // (an earlier run's audit entries, dated ahead, would be the newest).
  const vaciar = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(vaciar.ok).toBe(true);
  const writes = SEMILLAS.map((s, i) => ({
    update: {
      name: `projects/${PROJECT_ID}/databases/(default)/documents/registroEnlaces/${s.token}`,
      fields: {
        ownerUid: { stringValue: s.ownerUid },
        ...(s.ownerEmail ? { ownerEmail: { stringValue: s.ownerEmail } } : {}),
        reciboId: { stringValue: `r${i}` },
        numero: { stringValue: s.numero },
        // Ahead of every other file's links, so all seeds are on the first page of the newest.
        createdAt: fecha(AHORA + 60_000 - i * 1000),
        expiresAt: s.estado === 'caducado' ? fecha(AHORA - 86_400_000) : { nullValue: null },
        revocado: { booleanValue: s.estado === 'revocado' },
        revocadoPor: s.estado === 'revocado' ? { stringValue: 'admin' } : { nullValue: null },
        auditoria: { nullValue: null },
      },
    },
  }));
  // The payer's copies of the first two links: one of a receipt a correction replaced, one issued.
  const copia = (token: string, estado: string, sustituidoPor?: string) => ({
    update: {
      name: `projects/${PROJECT_ID}/databases/(default)/documents/recibosPublicos/${token}`,
      fields: {
        snapshot: {
          mapValue: {
            fields: {
              numero: { stringValue: NUMERO },
              estado: { stringValue: estado },
              ...(sustituidoPor ? { sustituidoPor: { stringValue: sustituidoPor } } : {}),
            },
          },
        },
        createdAt: fecha(AHORA),
        expiresAt: { nullValue: null },
      },
    },
  });
  await escribirSinReglas([
    ...writes,
    copia(SEMILLAS[0]?.token ?? '', 'anulado', 'R-2026-0004'),
    copia(SEMILLAS[1]?.token ?? '', 'emitido'),
  ]);

  const { user } = await createUserWithEmailAndPassword(auth, `admin-consultas-${run}@recibos.test`, 'x1234567');
  const r = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROYECTO_AUTH}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: user.uid, customAttributes: JSON.stringify({ admin: true }) }),
  });
  expect(r.ok).toBe(true);
  await user.getIdToken(true);
});

it('every state × search combination of /admin/tokens answers with exactly its links', async () => {
  // The start of the owner's e-mail, typed in capitals, finds what the whole address finds.
  const Inicio = `CONSULTAS-${run}`;
  const busquedas = [undefined, EMAIL, Inicio, UID, NUMERO];
  for (const estado of [undefined, 'activo', 'revocado', 'caducado'] as const) {
    for (const busqueda of busquedas) {
      const filtro: FiltroTokens = { estado, busqueda };
      const { tokens } = await listarTokens(filtro, null);
      // The state filter is the server's for revoked links; active vs expired is told per page.
      const enEstado = (s: { estado: Estado }) =>
        !estado || (estado === 'revocado' ? s.estado === 'revocado' : s.estado !== 'revocado');
      const esperados = SEMILLAS.filter(
        (s) =>
          enEstado(s) &&
          (busqueda === EMAIL || busqueda === Inicio
            ? s.ownerEmail === EMAIL
            : busqueda === UID
              ? s.ownerUid === UID
              : busqueda === NUMERO
                ? s.numero === NUMERO
                : true),
      ).map((s) => s.token);
      const mios = tokens.map((t) => t.token).filter((t) => SEMILLAS.some((s) => s.token === t));
      // Newest first, and the seeded links are the newest: all of them are on the first page.
      expect(mios.sort(), JSON.stringify(filtro)).toEqual(esperados.sort());
      if (busqueda) expect(tokens.map((t) => t.token).sort()).toEqual(esperados.sort());
      for (const t of tokens) if (estado) expect(t.revocado).toBe(estado === 'revocado');
    }
  }
});

it("each link says its receipt's state as the payer's copy has it, read through the rules as an admin", async () => {
  const { tokens } = await listarTokens({ busqueda: EMAIL }, null);
  const estado = (i: number) => tokens.find((t) => t.token === SEMILLAS[i]?.token)?.recibo;
  expect(estado(0)).toEqual({ anulado: true, sustituidoPor: 'R-2026-0004' });
  expect(estado(1)).toEqual({ anulado: false, sustituidoPor: null });
  // No copy (as once the TTL removes an expired link's): nothing said of its receipt.
  expect(estado(4)).toBeNull();
});

it("the audit list answers newest first, each entry as the admin's page reads it", async () => {
  const entrada = (id: string, createdAt: number, motivo: string) => ({
    update: {
      name: `projects/${PROJECT_ID}/databases/(default)/documents/auditoriaAdmin/${id}`,
      fields: {
        adminUid: { stringValue: UID },
        adminEmail: { stringValue: EMAIL },
        accion: { stringValue: 'revocar' },
        token: { stringValue: SEMILLAS[0]?.token },
        numero: { stringValue: NUMERO },
        propietario: { stringValue: EMAIL },
        motivo: { stringValue: motivo },
        detalle: { stringValue: 'Enlace revocado' },
        createdAt: fecha(createdAt),
      },
    },
  });
  // Ahead of every other file's entries, the newer one written first.
  await escribirSinReglas([
    entrada(`nueva${run}`, AHORA + 120_000, 'Fraude'),
    entrada(`vieja${run}`, AHORA + 110_000, 'Spam'),
  ]);
  const [primera, segunda] = await listarAuditoria();
  expect(primera).toEqual({
    id: `nueva${run}`,
    adminEmail: EMAIL,
    accion: 'revocar',
    token: SEMILLAS[0]?.token,
    numero: NUMERO,
    propietario: EMAIL,
    motivo: 'Fraude',
    detalle: 'Enlace revocado',
    createdAt: new Date(AHORA + 120_000),
  });
  expect(segunda?.id).toBe(`vieja${run}`);
});
