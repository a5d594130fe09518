// A shared link's life through the app's own data modules, against both emulators: re-sharing,
// an admin's revocation (frozen for the owner, who can still edit, unshare and delete), a copy
// already removed by the TTL, and account deletion. Each ends with the registry telling the truth.

import { aleatorio } from 'dominio-recibos';
import { borrarDatosDelUsuario } from 'dominio-recibos/datos-del-usuario';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import * as firestore from 'shared-firebase/firestore';
import {
  FIRESTORE_HOST,
  FIRESTORE_PORT,
  initEmulatorFirebase,
  PROJECT_ID,
  verificarCorreo,
} from 'tooling/emulator-env';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  actualizarRecibo,
  anotarMotivo,
  anularRecibo,
  compartirRecibo,
  crearRecibo,
  dejarDeCompartir,
  eliminarRecibo,
  obtenerRecibo,
  ReciboNoEliminable,
  SerieCerrada,
} from './recibos';
import { actual, entrada } from './recibos.fixture';

const { auth } = initEmulatorFirebase();
const BASE = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
let uid = '';

/** A document as stored (owner token, bypasses rules): its fields, or null when absent. */
async function leer(ruta: string): Promise<Record<string, { booleanValue?: boolean; stringValue?: string }> | null> {
  const r = await fetch(`${BASE}/${ruta}`, { headers: owner });
  if (r.status === 404) return null;
  expect(r.ok).toBe(true);
  return ((await r.json()) as { fields: Record<string, never> }).fields;
}

/** What an admin's revocation leaves in the registry (written here with the owner token). */
async function revocarComoAdmin(token: string) {
  const r = await fetch(
    `${BASE}/registroEnlaces/${token}?updateMask.fieldPaths=revocado&updateMask.fieldPaths=revocadoPor&updateMask.fieldPaths=auditoria`,
    {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({
        fields: {
          revocado: { booleanValue: true },
          revocadoPor: { stringValue: 'admin' },
          auditoria: { stringValue: 'e1' },
        },
      }),
    },
  );
  expect(r.ok).toBe(true);
}

/** A receipt voided before reasons were required, and its copy: written with the owner token. */
async function anularSinMotivo(reciboId: string, token: string, codigo: string) {
  const estado = { stringValue: 'anulado' };
  for (const [ruta, campo, fields] of [
    [`users/${uid}/recibos/${reciboId}`, 'estado', { estado }],
    [`recibosPublicos/${token}`, 'snapshot.estado', { snapshot: { mapValue: { fields: { estado } } } }],
    [`verificaciones/${codigo}`, 'estado', { estado }],
  ] as const) {
    const r = await fetch(`${BASE}/${ruta}?updateMask.fieldPaths=${campo}`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields }),
    });
    expect(r.ok).toBe(true);
  }
}

// A user of its own for each test: account deletion closes its series for good.
beforeEach(async () => {
  uid = (await createUserWithEmailAndPassword(auth, `enlaces-${aleatorio()}@recibos.test`, 'secreta123')).user.uid;
});

describe('a shared link through the app', () => {
  it('re-sharing ends the old link for good: registry revoked by the owner, copy deleted', async () => {
    const recibo = await crearRecibo(entrada('Re-compartido'));
    const viejo = await compartirRecibo(recibo, null);
    const nuevo = await compartirRecibo(await actual(recibo.id), 30);
    expect((await leer(`registroEnlaces/${viejo.token}`))?.revocadoPor?.stringValue).toBe('propietario');
    expect(await leer(`recibosPublicos/${viejo.token}`)).toBeNull();
    const registro = await leer(`registroEnlaces/${nuevo.token}`);
    expect(registro?.revocado?.booleanValue).toBe(false);
    expect(registro?.numero?.stringValue).toBe(`R-2026-${String(recibo.numero).padStart(4, '0')}`);
    // This account's address is not verified: admins see it, marked as such.
    expect(registro?.ownerEmail?.stringValue).toBe(auth.currentUser?.email);
    expect(registro?.ownerEmailVerificado?.booleanValue).toBe(false);
    expect(registro?.ownerUid?.stringValue).toBe(uid);
  });

  // Every other test shares as an unverified owner: a writer that dropped the session's mark
  // would record a verified address as unverified, and the rules would refuse every share.
  it('a verified owner shares too, her address recorded as verified', async () => {
    await verificarCorreo(auth);
    expect(auth.currentUser?.emailVerified).toBe(true);
    const { token } = await compartirRecibo(await crearRecibo(entrada('Verificada')), null);
    const registro = await leer(`registroEnlaces/${token}`);
    expect(registro?.ownerEmail?.stringValue).toBe(auth.currentUser?.email);
    expect(registro?.ownerEmailVerificado?.booleanValue).toBe(true);
  });

  // A shared receipt's concept, edited, changed what its link showed under the same number.
  it('a shared receipt is corrected, not edited: voided by its correction, its copy says which', async () => {
    const recibo = await crearRecibo(entrada('Marzo'));
    const { token } = await compartirRecibo(recibo, null);
    await expect(actualizarRecibo(await actual(recibo.id), entrada('Abril'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const correccion = await crearRecibo(entrada('Marzo, corregido'), undefined, await actual(recibo.id));
    expect(correccion.numero).toBe(2);
    expect(correccion.sustituye).toEqual({ id: recibo.id, numero: 'R-2026-0001' });
    const anulado = await actual(recibo.id);
    expect(anulado).toMatchObject({ estado: 'anulado', concepto: 'Marzo' });
    expect(anulado.sustituidoPor).toEqual({ id: correccion.id, numero: 'R-2026-0002' });
    const copia = await leer(`recibosPublicos/${token}`);
    expect(JSON.stringify(copia)).toContain('"sustituidoPor":{"stringValue":"R-2026-0002"}');
    expect(JSON.stringify(copia)).toContain('"estado":{"stringValue":"anulado"}');
    // The correction is issued, never deleted (the void one names its number).
    await expect(eliminarRecibo(await actual(correccion.id))).rejects.toBeInstanceOf(ReciboNoEliminable);
    // Both are shared as any other: the void one again, the correction for the first time.
    const otraVez = await compartirRecibo(await actual(recibo.id), null);
    expect(JSON.stringify(await leer(`recibosPublicos/${otraVez.token}`))).toContain('R-2026-0002');
    const nueva = await compartirRecibo(await actual(correccion.id), null);
    expect(JSON.stringify(await leer(`recibosPublicos/${nueva.token}`))).toContain(
      '"sustituye":{"stringValue":"R-2026-0001"}',
    );
  });

  it('voiding says why, on the receipt and its copy; a reason given afterwards reaches the copy too', async () => {
    const recibo = await crearRecibo(entrada('Con motivo'));
    const { token } = await compartirRecibo(recibo, null);
    await anularRecibo(await actual(recibo.id), '  Importe equivocado ');
    expect((await actual(recibo.id)).motivoAnulacion).toBe('Importe equivocado');
    expect(JSON.stringify(await leer(`recibosPublicos/${token}`))).toContain(
      '"motivoAnulacion":{"stringValue":"Importe equivocado"}',
    );
    const otro = await crearRecibo(entrada('Sin motivo'));
    const { token: segundo } = await compartirRecibo(otro, null);
    await expect(anularRecibo(await actual(otro.id), ' ')).rejects.toMatchObject({ code: 'permission-denied' });
    await anularSinMotivo(otro.id, segundo, String(otro.verificacion));
    await anotarMotivo(await actual(otro.id), 'Duplicado');
    expect(JSON.stringify(await leer(`recibosPublicos/${segundo}`))).toContain(
      '"motivoAnulacion":{"stringValue":"Duplicado"}',
    );
    await expect(anotarMotivo(await actual(otro.id), 'Otro')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('verifying does not depend on the link: anyone reads the verification before sharing, while shared, and once unshared or revoked', async () => {
    // Anonymous, by its code alone, through the REST API (as the verification page reads it).
    const estado = async (codigo: string) => {
      const r = await fetch(`${BASE}/verificaciones/${codigo}`);
      return r.ok ? ((await r.json()).fields.estado.stringValue as string) : `HTTP ${r.status}`;
    };
    const recibo = await crearRecibo(entrada('Verificable'));
    const codigo = String(recibo.verificacion);
    expect(await estado(codigo)).toBe('emitido');
    await compartirRecibo(recibo, 7);
    expect(await estado(codigo)).toBe('emitido');
    await dejarDeCompartir(await actual(recibo.id));
    expect(await estado(codigo)).toBe('emitido');
    const otro = await crearRecibo(entrada('Revocado por un administrador'));
    await compartirRecibo(otro, null).then(({ token: t }) => revocarComoAdmin(t));
    expect(await estado(String(otro.verificacion))).toBe('emitido');
  });

  it('after an admin revoked it, the owner still corrects, voids, unshares and deletes; the copy stays frozen', async () => {
    const recibo = await crearRecibo(entrada('Congelado'));
    const { token } = await compartirRecibo(recibo, null);
    await revocarComoAdmin(token);
    await crearRecibo(entrada('Corregido tras la revocación'), undefined, await actual(recibo.id));
    expect((await actual(recibo.id)).estado).toBe('anulado');
    const copia = await leer(`recibosPublicos/${token}`);
    expect(JSON.stringify(copia)).toContain('Congelado');
    await dejarDeCompartir(await actual(recibo.id));
    expect((await leer(`registroEnlaces/${token}`))?.revocadoPor?.stringValue).toBe('admin');
    // Shared once, its number was seen: it is kept (voided), never deleted.
    await expect(eliminarRecibo(await actual(recibo.id))).rejects.toBeInstanceOf(ReciboNoEliminable);
    expect(await obtenerRecibo(recibo.id)).not.toBeNull();
  });

  it('a receipt ever shared is never deleted, even the last one; account deletion removes it', async () => {
    const recibo = await crearRecibo(entrada('Caducado'));
    const { token } = await compartirRecibo(recibo, 7);
    expect((await fetch(`${BASE}/recibosPublicos/${token}`, { method: 'DELETE', headers: owner })).ok).toBe(true);
    await expect(eliminarRecibo(await actual(recibo.id))).rejects.toBeInstanceOf(ReciboNoEliminable);
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    expect(await obtenerRecibo(recibo.id)).toBeNull();
    expect((await leer(`registroEnlaces/${token}`))?.revocadoPor?.stringValue).toBe('propietario');
    // Until the account itself is gone, its closed series issues nothing, and says why.
    await expect(crearRecibo(entrada('Tras cerrar'))).rejects.toBeInstanceOf(SerieCerrada);
  });

  it('deleting the account ends every link: live, revoked, admin-revoked, copy already gone', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) {
      const recibo = await crearRecibo(entrada(`Cuenta ${i}`));
      // Some edited: their edit records go too.
      if (i % 2 === 0) await actualizarRecibo(recibo, entrada(`Cuenta ${i}, corregido`));
      tokens.push((await compartirRecibo(await actual(recibo.id), i % 3 === 0 ? 7 : null)).token);
      if (i % 4 === 1) await dejarDeCompartir(await actual(recibo.id));
      if (i % 4 === 2) await revocarComoAdmin(tokens[i] as string);
    }
    await fetch(`${BASE}/recibosPublicos/${tokens[3]}`, { method: 'DELETE', headers: owner });
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    for (const coleccion of ['recibos', 'ediciones']) {
      const lista = await fetch(`${BASE}/users/${uid}/${coleccion}`, { headers: owner });
      expect(((await lista.json()) as { documents?: unknown[] }).documents ?? [], coleccion).toHaveLength(0);
    }
    for (const token of tokens) {
      expect(await leer(`recibosPublicos/${token}`)).toBeNull();
      expect((await leer(`registroEnlaces/${token}`))?.revocado?.booleanValue).toBe(true);
    }
  });
});

describe('a link whose copy the TTL removed (found by an attack review)', () => {
  it('the receipt is still corrected and voided', async () => {
    const recibo = await crearRecibo(entrada('Copia caducada'));
    const { token } = await compartirRecibo(recibo, 7);
    expect((await fetch(`${BASE}/recibosPublicos/${token}`, { method: 'DELETE', headers: owner })).ok).toBe(true);
    const correccion = await crearRecibo(entrada('Corregido sin copia'), undefined, await actual(recibo.id));
    expect((await actual(recibo.id)).sustituidoPor?.id).toBe(correccion.id);
    const otro = await crearRecibo(entrada('Otro'));
    const { token: segundo } = await compartirRecibo(otro, 7);
    expect((await fetch(`${BASE}/recibosPublicos/${segundo}`, { method: 'DELETE', headers: owner })).ok).toBe(true);
    await anularRecibo(await actual(otro.id), 'Duplicado');
    expect((await actual(otro.id)).estado).toBe('anulado');
    expect(await leer(`recibosPublicos/${token}`)).toBeNull();
  });
});

// Migrated receipts whose public copy had been purged: the pointer names a token with no registry.
// Re-sharing, unsharing and deleting the account were refused; each now records the old token
// revoked in the same commit, so it can never be served again.
describe('a pointer to a token with no registry', () => {
  /**
   * A receipt of this user whose pointer names a token that has no registry and no copy, set to
   * expire at `expira` (an ISO time) or never.
   */
  async function huerfano(concepto: string, expira: string | null = null) {
    const recibo = await crearRecibo(entrada(concepto));
    const token = aleatorio();
    const r = await fetch(`${BASE}/users/${uid}/recibos/${recibo.id}?updateMask.fieldPaths=compartido`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({
        fields: {
          compartido: {
            mapValue: {
              fields: {
                token: { stringValue: token },
                createdAt: { timestampValue: '2026-01-01T00:00:00Z' },
                expiresAt: expira ? { timestampValue: expira } : { nullValue: null },
                revocado: { booleanValue: false },
              },
            },
          },
        },
      }),
    });
    expect(r.ok).toBe(true);
    return { recibo: await actual(recibo.id), token };
  }
  const revocadoPorSuDueno = async (token: string) => {
    const registro = await leer(`registroEnlaces/${token}`);
    expect(registro?.revocado?.booleanValue).toBe(true);
    expect(registro?.revocadoPor?.stringValue).toBe('propietario');
    expect(registro?.ownerUid?.stringValue).toBe(uid);
  };

  it('the receipt is kept: shared once, it is never deleted', async () => {
    const { recibo } = await huerfano('Huérfano borrado');
    await expect(eliminarRecibo(recibo)).rejects.toBeInstanceOf(ReciboNoEliminable);
    expect(await obtenerRecibo(recibo.id)).not.toBeNull();
  });

  it('it is shared again, and the new link is live', async () => {
    const { recibo, token } = await huerfano('Huérfano compartido');
    const nuevo = await compartirRecibo(recibo, null);
    await revocadoPorSuDueno(token);
    expect((await leer(`registroEnlaces/${nuevo.token}`))?.revocado?.booleanValue).toBe(false);
    expect(await leer(`recibosPublicos/${nuevo.token}`)).not.toBeNull();
  });

  it('it stops being shared', async () => {
    const { recibo, token } = await huerfano('Huérfano dejado');
    await dejarDeCompartir(recibo);
    expect((await actual(recibo.id)).compartido?.revocado).toBe(true);
    await revocadoPorSuDueno(token);
  });

  // The record of a dead token has no expiry whatever the pointer said (the rules require it):
  // one that copied the pointer's would make ending such a link fail.
  it('one that was to expire stops being shared, or is shared again: recorded with no expiry', async () => {
    const dejado = await huerfano('Huérfano que caducaba', '2099-01-01T00:00:00Z');
    await dejarDeCompartir(dejado.recibo);
    await revocadoPorSuDueno(dejado.token);
    expect((await leer(`registroEnlaces/${dejado.token}`))?.expiresAt).toEqual({ nullValue: null });
    const recompartido = await huerfano('Huérfano que caducaba, compartido', '2099-01-01T00:00:00Z');
    await compartirRecibo(recompartido.recibo, 30);
    await revocadoPorSuDueno(recompartido.token);
    expect((await leer(`registroEnlaces/${recompartido.token}`))?.expiresAt).toEqual({ nullValue: null });
  });

  it('the account is deleted', async () => {
    // The second was to expire: its record has no expiry all the same (as the rules require).
    const tokens = [
      (await huerfano('Huérfano de cuenta 1')).token,
      (await huerfano('Huérfano de cuenta 2', '2099-01-01T00:00:00Z')).token,
    ];
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    for (const coleccion of ['recibos', 'ediciones']) {
      const lista = await fetch(`${BASE}/users/${uid}/${coleccion}`, { headers: owner });
      expect(((await lista.json()) as { documents?: unknown[] }).documents ?? [], coleccion).toHaveLength(0);
    }
    for (const token of tokens) {
      await revocadoPorSuDueno(token);
      expect((await leer(`registroEnlaces/${token}`))?.expiresAt).toEqual({ nullValue: null });
    }
  });
});
