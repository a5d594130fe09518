// A person with «Emisión» working in someone else's book, through the app's own modules against
// both emulators: they issue in the owner's series, void with a reason, correct, share and stop
// sharing, and make a certificate, each named as its author; what stays the owner's (editing,
// deleting) is refused; with «Consulta», or once revoked, every one of those writes is refused.
// The owner reads what they did.

import {
  anioDeLaSerie,
  anulacion,
  codigoNuevo,
  formatearNumero,
  numeroTomado,
  type Rol,
  reciboEmitido,
  rutaDeLaVerificacion,
  rutaDelContador,
  verificacionDe,
} from 'dominio-recibos';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, sesionActual, updateDoc, writeBatch } from 'shared-firebase/firestore';
import { elegirLibro } from 'shared-firebase/libro';
import { initEmulatorFirebase, verificarCorreo } from 'tooling/emulator-env';
import { borrarSinReglas, escribirSinReglas, leerSinReglas } from 'tooling/rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrarCertificado } from '../../certificados/api/verificacion';
import { certificadosDelAnio } from '../../certificados/certificado';
import { emisorDelPerfil } from '../../emisor/emisor-del-perfil';
import { PERFIL_COMPLETO } from '../../emisor/perfil.fixture';
import {
  actualizarRecibo,
  anularRecibo,
  camposRecibo,
  compartirRecibo,
  crearRecibo,
  dejarDeCompartir,
  eliminarRecibo,
} from '../../recibos/api/recibos';
import { actual, entrada } from '../../recibos/api/recibos.fixture';
import { accesoSinReglas } from '../acceso.fixture';
import { actividadDe } from './actividad';

const { auth } = initEmulatorFirebase();
const marca = Date.now();
const CORREO_DE_LA_DUENA = `duena-emision-${marca}@recibos.test`;
let libro = '';
let persona = { uid: '', email: '' };

/** The person's access to the book with `rol`, as accepting writes it; null revokes it. */
async function conRol(rol: Rol | null) {
  if (rol === null) {
    await borrarSinReglas(`users/${libro}/personas/${persona.uid}`);
    return;
  }
  await accesoSinReglas(libro, persona, rol);
}

const denegado = { code: 'permission-denied' };

/** A receipt as the form makes it in the owner's book: signed with the book's issuer details. */
const EMISOR = emisorDelPerfil(PERFIL_COMPLETO);
const delLibro = (concepto: string) => ({ ...entrada(concepto), emisor: EMISOR });

beforeAll(async () => {
  // The owner, with a first receipt in the year's series and their issuer's details.
  const duena = (await createUserWithEmailAndPassword(auth, CORREO_DE_LA_DUENA, 'secreta123')).user;
  libro = duena.uid;
  await crearRecibo(entrada('Cuota de enero'));
  await escribirSinReglas(`users/${libro}/perfil/emisor`, { ...PERFIL_COMPLETO, updatedAt: new Date() });
  await signOut(auth);
  const cuenta = (await createUserWithEmailAndPassword(auth, `tesorero-${marca}@recibos.test`, 'secreta123')).user;
  await verificarCorreo(auth);
  persona = { uid: cuenta.uid, email: cuenta.email as string };
  await conRol('emision');
  elegirLibro(persona.uid, libro);
});

describe('a person with «Emisión» in the book', () => {
  it('issues the next number of the owner’s series, named on the receipt, without labels, its verification naming the book', async () => {
    const recibo = await crearRecibo({ ...delLibro('Cuota de febrero'), etiquetas: ['abcdefghij0123456789'] });
    expect(recibo.numero).toBe(2);
    const guardado = await actual(recibo.id);
    expect(guardado.emitidoPor).toEqual(persona);
    expect(guardado.etiquetas).toEqual([]);
    const verificacion = await leerSinReglas(`verificaciones/${guardado.verificacion}`);
    expect(verificacion?.fields.libro?.stringValue).toBe(libro);
  });

  it('voids with a reason, named as who voided it, and its verification says so', async () => {
    const recibo = await crearRecibo(delLibro('Cuota duplicada'));
    await anularRecibo(recibo, 'Cobrada dos veces');
    const anulado = await actual(recibo.id);
    expect([anulado.estado, anulado.motivoAnulacion, anulado.anuladoPor]).toEqual([
      'anulado',
      'Cobrada dos veces',
      persona,
    ]);
    const verificacion = await leerSinReglas(`verificaciones/${anulado.verificacion}`);
    expect(verificacion?.fields.estado?.stringValue).toBe('anulado');
  });

  it('corrects a receipt: the new one names them as its issuer, the old one as who voided it', async () => {
    const original = await crearRecibo(delLibro('Cuota de marzo'));
    const correccion = await crearRecibo({ ...delLibro('Cuota de marzo, corregida') }, undefined, original);
    const [viejo, nuevo] = await Promise.all([actual(original.id), actual(correccion.id)]);
    expect(viejo.sustituidoPor?.id).toBe(correccion.id);
    expect(viejo.anuladoPor).toEqual(persona);
    expect(nuevo.emitidoPor).toEqual(persona);
  });

  it('corrects a shared receipt: its payer’s copy says it was replaced', async () => {
    const original = await crearRecibo(delLibro('Cuota de abril'));
    const { token } = await compartirRecibo(original, 30);
    const correccion = await crearRecibo(delLibro('Cuota de abril, corregida'), undefined, await actual(original.id));
    expect((await actual(original.id)).sustituidoPor?.id).toBe(correccion.id);
    const copia = (await leerSinReglas(`recibosPublicos/${token}`)) as unknown as {
      fields: { snapshot: { mapValue: { fields: Record<string, { stringValue?: string }> } } };
    };
    expect(copia.fields.snapshot.mapValue.fields.estado?.stringValue).toBe('anulado');
    expect(copia.fields.snapshot.mapValue.fields.sustituidoPor?.stringValue).toBe(
      formatearNumero(correccion.numero, correccion.fecha),
    );
  });

  it('shares a receipt under the book’s link registry (no owner address of theirs) and stops sharing it', async () => {
    const recibo = await crearRecibo(delLibro('Cuota de abril'));
    const { token } = await compartirRecibo(recibo, 30);
    const registro = await leerSinReglas(`registroEnlaces/${token}`);
    expect(registro?.fields.ownerUid?.stringValue).toBe(libro);
    expect(registro?.fields.ownerEmail).toBeUndefined();
    await dejarDeCompartir(await actual(recibo.id));
    expect((await actual(recibo.id)).compartido?.revocado).toBe(true);
  });

  it('makes a payer’s certificate with the book’s issuer, its verification naming the book', async () => {
    const recibo = await actual((await crearRecibo(delLibro('Cuota de mayo'))).id);
    const [certificado] = certificadosDelAnio(2026, [recibo]);
    const emisor = { nombre: PERFIL_COMPLETO.nombre, documento: PERFIL_COMPLETO.documento ?? '' };
    const codigo = await registrarCertificado(certificado as NonNullable<typeof certificado>, emisor);
    expect((await leerSinReglas(`verificaciones/${codigo}`))?.fields.libro?.stringValue).toBe(libro);
    // Not with other details than the book's: the rules read them there.
    await expect(
      registrarCertificado(certificado as NonNullable<typeof certificado>, { ...emisor, nombre: 'Otra S.L.' }),
    ).rejects.toMatchObject(denegado);
  });

  it('never edits or deletes a receipt: that stays the owner’s', async () => {
    const recibo = await crearRecibo(delLibro('Cuota de junio'));
    await expect(actualizarRecibo(recibo, delLibro('Cuota de junio, cambiada'))).rejects.toMatchObject(denegado);
    await expect(eliminarRecibo(recibo)).rejects.toMatchObject(denegado);
  });
});

describe('attacks by a person with «Emisión», refused by the rules', () => {
  /** The commit crearRecibo makes as them in the book, numbered `numero`, with `cambios` to the receipt. */
  async function emision(numero: number, cambios: Record<string, unknown> = {}, codigo = codigoNuevo()) {
    const { db, uid } = sesionActual();
    const id = `ataque-${numero}-${marca}`;
    const campos = { ...camposRecibo(delLibro('Ataque')), ...cambios };
    const batch = writeBatch(db);
    batch.set(doc(db, ...rutaDelContador(libro, anioDeLaSerie(campos.fecha as string))), numeroTomado(numero, id));
    batch.set(
      doc(db, `users/${libro}/recibos/${id}`),
      reciboEmitido(campos, numero, serverTimestamp(), codigo, persona),
    );
    batch.set(
      doc(db, ...rutaDeLaVerificacion(codigo)),
      verificacionDe(id, { ...campos, numero, estado: 'emitido' } as never, serverTimestamp(), undefined, libro),
    );
    return { batch, id, codigo, campos, uid, db };
  }
  const siguiente = async () => (await contadorDelLibro()) + 1;
  async function contadorDelLibro() {
    const { db } = sesionActual();
    return Number((await getDoc(doc(db, ...rutaDelContador(libro, '2026')))).get('recibos') ?? 0);
  }

  it('a control: the commit as the app makes it goes through', async () => {
    const { batch } = await emision(await siguiente());
    await expect(batch.commit()).resolves.toBeUndefined();
  });

  it('one code for the book’s receipt and one of their own book, in one commit', async () => {
    const n = await siguiente();
    const { batch, id, codigo, campos, uid, db } = await emision(n);
    batch.set(doc(db, ...rutaDelContador(uid, '2026')), numeroTomado(1, id));
    batch.set(doc(db, `users/${uid}/recibos/${id}`), reciboEmitido(campos, 1, serverTimestamp(), codigo));
    await expect(batch.commit()).rejects.toMatchObject(denegado);
  });

  it('another issuer than the book’s, or a plan’s period, or their labels', async () => {
    const n = await siguiente();
    const otro = await emision(n, { emisor: { ...EMISOR, nombre: 'Otra Asociación' } });
    await expect(otro.batch.commit()).rejects.toMatchObject(denegado);
    const plan = await emision(n, { plan: { id: 'plan1', periodo: '2026-03' } });
    await expect(plan.batch.commit()).rejects.toMatchObject(denegado);
    const etiquetas = await emision(n, { etiquetas: ['abcdefghij0123456789'] });
    await expect(etiquetas.batch.commit()).rejects.toMatchObject(denegado);
  });

  it('«Anulado por» on a receipt still issued, or naming someone else on a void', async () => {
    const recibo = await crearRecibo(delLibro('Cuota de septiembre'));
    const { db } = sesionActual();
    const ref = doc(db, `users/${libro}/recibos/${recibo.id}`);
    await expect(updateDoc(ref, { anuladoPor: persona, updatedAt: serverTimestamp() })).rejects.toMatchObject(denegado);
    await expect(
      updateDoc(ref, {
        ...anulacion('Error', { uid: 'otra', email: 'otra@ejemplo.es' }),
        updatedAt: serverTimestamp(),
      }),
    ).rejects.toMatchObject(denegado);
  });
});

describe('a person with «Emisión» whose address is not verified (any more)', () => {
  it('is refused issuing: the receipt would name them by an address nobody checked', async () => {
    await signOut(auth);
    const cuenta = (await createUserWithEmailAndPassword(auth, `sin-verificar-${marca}@recibos.test`, 'secreta123'))
      .user;
    await accesoSinReglas(libro, { uid: cuenta.uid, email: cuenta.email as string }, 'emision');
    elegirLibro(cuenta.uid, libro);
    await expect(crearRecibo(delLibro('Cuota sin verificar'))).rejects.toMatchObject(denegado);
    await signInWithEmailAndPassword(auth, persona.email, 'secreta123');
  });
});

describe('the same person', () => {
  it.each([
    ['con «Consulta»', 'consulta' as const],
    ['revoked', null],
  ])('%s is refused issuing, voiding, correcting, sharing and certificates', async (_, rol) => {
    await conRol('emision');
    const recibo = await crearRecibo(delLibro('Cuota de julio'));
    await conRol(rol);
    await expect(crearRecibo(delLibro('Cuota de agosto'))).rejects.toMatchObject(denegado);
    await expect(anularRecibo(recibo, 'Error')).rejects.toMatchObject(denegado);
    await expect(crearRecibo(delLibro('Cuota de julio, bien'), undefined, recibo)).rejects.toMatchObject(denegado);
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
