// A person with «Emisión» working in someone else's book, through the app's own modules against
// both emulators: they issue in the owner's series, void with a reason, correct, share and stop
// sharing, and make a certificate, each named as its author; what stays the owner's (editing,
// deleting) is refused; with «Consulta», or once revoked, every one of those writes is refused.
// The owner reads what they did.

import { datosDePersona, type Rol } from 'dominio-recibos';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { elegirLibro } from 'shared-firebase/libro';
import {
  FIRESTORE_HOST,
  FIRESTORE_PORT,
  initEmulatorFirebase,
  PROJECT_ID,
  verificarCorreo,
} from 'tooling/emulator-env';
import { aRest } from 'tooling/rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrarCertificado } from '../../certificados/api/verificacion';
import { certificadosDelAnio } from '../../certificados/certificado';
import { PERFIL_COMPLETO } from '../../emisor/perfil.fixture';
import {
  actualizarRecibo,
  anularRecibo,
  compartirRecibo,
  crearRecibo,
  dejarDeCompartir,
  eliminarRecibo,
} from '../../recibos/api/recibos';
import { actual, entrada } from '../../recibos/api/recibos.fixture';
import { actividadDe } from './actividad';

const { auth } = initEmulatorFirebase();
const BASE = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const marca = Date.now();
const CORREO_DE_LA_DUENA = `duena-emision-${marca}@recibos.test`;
let libro = '';
let persona = { uid: '', email: '' };

/** A document as stored, past the rules (the emulator's owner token). */
async function leido(ruta: string) {
  const r = await fetch(`${BASE}/${ruta}`, { headers: { Authorization: 'Bearer owner' } });
  return r.ok ? ((await r.json()) as { fields: Record<string, { stringValue?: string; mapValue?: unknown }> }) : null;
}

/** Writes `datos` at `ruta` past the rules, as the app stores them. */
async function escrito(ruta: string, datos: Record<string, unknown>) {
  const { mapValue } = aRest(datos) as { mapValue: { fields: Record<string, unknown> } };
  const r = await fetch(`${BASE}/${ruta}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: mapValue.fields }),
  });
  expect(r.ok).toBe(true);
}

/** The person's access to the book with `rol`, as accepting writes it; null revokes it. */
async function conRol(rol: Rol | null) {
  if (rol === null) {
    await fetch(`${BASE}/users/${libro}/personas/${persona.uid}`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
    return;
  }
  const invitacion = {
    id: 'invitacion0000000000000000000002',
    email: persona.email,
    rol,
    nombreDelLibro: 'Los Robles',
  };
  await escrito(`users/${libro}/personas/${persona.uid}`, datosDePersona(invitacion, persona.uid, new Date()));
}

const denegado = { code: 'permission-denied' };

beforeAll(async () => {
  // The owner, with a first receipt in the year's series and their issuer's details.
  const duena = (await createUserWithEmailAndPassword(auth, CORREO_DE_LA_DUENA, 'secreta123')).user;
  libro = duena.uid;
  await crearRecibo(entrada('Cuota de enero'));
  await escrito(`users/${libro}/perfil/emisor`, { ...PERFIL_COMPLETO, updatedAt: new Date() });
  await signOut(auth);
  const cuenta = (await createUserWithEmailAndPassword(auth, `tesorero-${marca}@recibos.test`, 'secreta123')).user;
  await verificarCorreo(auth);
  persona = { uid: cuenta.uid, email: cuenta.email as string };
  await conRol('emision');
  elegirLibro(persona.uid, libro);
});

describe('a person with «Emisión» in the book', () => {
  it('issues the next number of the owner’s series, named on the receipt, without labels, its verification naming the book', async () => {
    const recibo = await crearRecibo({ ...entrada('Cuota de febrero'), etiquetas: ['abcdefghij0123456789'] });
    expect(recibo.numero).toBe(2);
    const guardado = await actual(recibo.id);
    expect(guardado.emitidoPor).toEqual(persona);
    expect(guardado.etiquetas).toEqual([]);
    const verificacion = await leido(`verificaciones/${guardado.verificacion}`);
    expect(verificacion?.fields.libro?.stringValue).toBe(libro);
  });

  it('voids with a reason, named as who voided it, and its verification says so', async () => {
    const recibo = await crearRecibo(entrada('Cuota duplicada'));
    await anularRecibo(recibo, 'Cobrada dos veces');
    const anulado = await actual(recibo.id);
    expect([anulado.estado, anulado.motivoAnulacion, anulado.anuladoPor]).toEqual([
      'anulado',
      'Cobrada dos veces',
      persona,
    ]);
    const verificacion = await leido(`verificaciones/${anulado.verificacion}`);
    expect(verificacion?.fields.estado?.stringValue).toBe('anulado');
  });

  it('corrects a receipt: the new one names them as its issuer, the old one as who voided it', async () => {
    const original = await crearRecibo(entrada('Cuota de marzo'));
    const correccion = await crearRecibo({ ...entrada('Cuota de marzo, corregida') }, undefined, original);
    const [viejo, nuevo] = await Promise.all([actual(original.id), actual(correccion.id)]);
    expect(viejo.sustituidoPor?.id).toBe(correccion.id);
    expect(viejo.anuladoPor).toEqual(persona);
    expect(nuevo.emitidoPor).toEqual(persona);
  });

  it('corrects a shared receipt: its payer’s copy says it was replaced', async () => {
    const original = await crearRecibo(entrada('Cuota de abril'));
    await compartirRecibo(original, 30);
    const correccion = await crearRecibo(entrada('Cuota de abril, corregida'), undefined, await actual(original.id));
    expect((await actual(original.id)).sustituidoPor?.id).toBe(correccion.id);
  });

  it('shares a receipt under the book’s link registry (no owner address of theirs) and stops sharing it', async () => {
    const recibo = await crearRecibo(entrada('Cuota de abril'));
    const { token } = await compartirRecibo(recibo, 30);
    const registro = await leido(`registroEnlaces/${token}`);
    expect(registro?.fields.ownerUid?.stringValue).toBe(libro);
    expect(registro?.fields.ownerEmail).toBeUndefined();
    await dejarDeCompartir(await actual(recibo.id));
    expect((await actual(recibo.id)).compartido?.revocado).toBe(true);
  });

  it('makes a payer’s certificate with the book’s issuer, its verification naming the book', async () => {
    const recibo = await actual((await crearRecibo(entrada('Cuota de mayo'))).id);
    const [certificado] = certificadosDelAnio(2026, [recibo]);
    const emisor = { nombre: PERFIL_COMPLETO.nombre, documento: PERFIL_COMPLETO.documento ?? '' };
    const codigo = await registrarCertificado(certificado as NonNullable<typeof certificado>, emisor);
    expect((await leido(`verificaciones/${codigo}`))?.fields.libro?.stringValue).toBe(libro);
    // Not with other details than the book's: the rules read them there.
    await expect(
      registrarCertificado(certificado as NonNullable<typeof certificado>, { ...emisor, nombre: 'Otra S.L.' }),
    ).rejects.toMatchObject(denegado);
  });

  it('never edits or deletes a receipt: that stays the owner’s', async () => {
    const recibo = await crearRecibo(entrada('Cuota de junio'));
    await expect(actualizarRecibo(recibo, entrada('Cuota de junio, cambiada'))).rejects.toMatchObject(denegado);
    await expect(eliminarRecibo(recibo)).rejects.toMatchObject(denegado);
  });
});

describe('the same person', () => {
  it.each([
    ['con «Consulta»', 'consulta' as const],
    ['revoked', null],
  ])('%s is refused issuing, voiding, correcting, sharing and certificates', async (_, rol) => {
    await conRol('emision');
    const recibo = await crearRecibo(entrada('Cuota de julio'));
    await conRol(rol);
    await expect(crearRecibo(entrada('Cuota de agosto'))).rejects.toMatchObject(denegado);
    await expect(anularRecibo(recibo, 'Error')).rejects.toMatchObject(denegado);
    await expect(crearRecibo(entrada('Cuota de julio, bien'), undefined, recibo)).rejects.toMatchObject(denegado);
    await expect(compartirRecibo(recibo, 7)).rejects.toMatchObject(denegado);
    const [certificado] = certificadosDelAnio(2026, [recibo]);
    const emisor = { nombre: PERFIL_COMPLETO.nombre, documento: PERFIL_COMPLETO.documento ?? '' };
    await expect(registrarCertificado(certificado as NonNullable<typeof certificado>, emisor)).rejects.toMatchObject(
      denegado,
    );
  });
});

describe('the book’s owner', () => {
  it('reads what the person did: the receipts they issued and voided, newest first', async () => {
    await signInWithEmailAndPassword(auth, CORREO_DE_LA_DUENA, 'secreta123');
    const actividad = await actividadDe(persona.uid);
    const conceptos = await Promise.all(actividad.emitidos.map(async (h) => (await actual(h.reciboId)).concepto));
    expect(conceptos.slice(-2)).toEqual(['Cuota duplicada', 'Cuota de febrero']);
    expect(conceptos).toContain('Cuota de marzo, corregida');
    expect(actividad.emitidos.every((h) => h.numero.startsWith('R-2026-') && h.en instanceof Date)).toBe(true);
    const anulados = await Promise.all(actividad.anulados.map(async (h) => (await actual(h.reciboId)).concepto));
    expect(anulados).toEqual(expect.arrayContaining(['Cuota duplicada', 'Cuota de marzo']));
    expect(anulados).not.toContain('Cuota de febrero');
    expect(actividad.enviados).toEqual([]);
  });
});
