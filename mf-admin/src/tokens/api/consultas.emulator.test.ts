// Every filter combination of /admin/tokens, through mf-admin's data layer as a signed-in admin,
// so the index coverage check (scripts/indices.mjs) sees every query shape the page can send.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { AUTH_URL, initEmulatorFirebase, PROJECT_ID } from 'tooling/emulator-env';
import { beforeAll, expect, it } from 'vitest';
import { type FiltroTokens, listarAuditoria, listarTokens } from './tokens';

const { auth } = initEmulatorFirebase();

beforeAll(async () => {
  const { user } = await createUserWithEmailAndPassword(auth, `admin-consultas-${Date.now()}@recibos.test`, 'x1234567');
  const r = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: user.uid, customAttributes: JSON.stringify({ admin: true }) }),
  });
  expect(r.ok).toBe(true);
  await user.getIdToken(true);
});

it('every state × search combination of /admin/tokens answers', async () => {
  const busquedas = [undefined, 'alguien@recibos.test', 'algunUidDePrueba', 'R-2026-0001'];
  for (const estado of [undefined, 'activo', 'revocado', 'caducado'] as const) {
    for (const busqueda of busquedas) {
      const filtro: FiltroTokens = { estado, busqueda };
      // Other files' links share this emulator project: each one listed must match the filter.
      const { tokens } = await listarTokens(filtro, null);
      for (const t of tokens) {
        if (estado) expect(t.revocado).toBe(estado === 'revocado');
        if (busqueda?.includes('@')) expect(t.ownerEmail).toBe(busqueda);
        else if (busqueda?.startsWith('R-')) expect(t.numero).toBe(busqueda);
        else if (busqueda) expect(t.ownerUid).toBe(busqueda);
      }
    }
  }
  expect(Array.isArray(await listarAuditoria())).toBe(true);
});
