// The receipts data layer against both emulators, through the app's own Firebase singleton.
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc, sesionActual } from 'shared-firebase/firestore';
import { FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, PROJECT_ID } from 'tooling/emulator-env';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recibo, ReciboInput } from '../types';
import { leerReciboPublico } from './lectura-publica';
import {
  actualizarRecibo,
  compartirRecibo,
  crearRecibo,
  dejarDeCompartir,
  eliminarRecibo,
  esEliminable,
  leerContador,
  listarRecibos,
  marcarSalida,
  marcarSalidaDeVarios,
  obtenerRecibo,
  ReciboCambiado,
  ReciboNoEliminable,
  TAM_PAGINA,
  todosLosRecibos,
  totalesRecibos,
} from './recibos';
import { actual } from './recibos.fixture';

const { auth } = initEmulatorFirebase();
const password = 'secreta123';
let email = '';

const entrada = (concepto: string, precio = 1000, extra: Partial<ReciboInput> = {}): ReciboInput => ({
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana Emisora' },
  pagador: { nombre: 'Beto Pagador', email: 'beto@ejemplo.es' },
  concepto,
  lineas: [
    { descripcion: 'Clase', cantidad: 2, precioUnitario: precio },
    { descripcion: 'Material', cantidad: 1.5, precioUnitario: 333 },
  ],
  moneda: 'EUR',
  metodoPago: 'transferencia',
  etiquetas: [],
  notas: '',
  ...extra,
});

// Each test stands alone: a new user, whose numbering starts at 1.
beforeEach(async () => {
  email = `recibos-${Date.now()}-${Math.random().toString(36).slice(2)}@recibos.test`;
  await createUserWithEmailAndPassword(auth, email, password);
});

async function comoAnonimo<T>(fn: () => Promise<T>): Promise<T> {
  await signOut(auth);
  try {
    return await fn();
  } finally {
    await signInWithEmailAndPassword(auth, email, password);
  }
}

describe('receipts against the emulators', () => {
  it('numbers concurrent creations 1..n with no duplicate and computes totals in cents', async () => {
    const creados = await Promise.all(Array.from({ length: 8 }, (_, i) => crearRecibo(entrada(`Concurrente ${i}`))));
    expect(creados.map((r) => r.numero).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // 2 × 10,00 + 1,5 × 3,33 = 24,995 → 25,00 (one rounding of the exact line total)
    expect(creados[0]?.total).toBe(2500);
  });

  // A receipt dated 01/01/2027 once took R-2027-0007 and the next one, dated 30/11/2026,
  // R-2026-0008: one series across years. Each year of the date now has its own, gap-free even
  // when both are issued at once.
  it('numbers each year of the date apart: 2027 starts at 1, 2026 goes on, at once too', async () => {
    const d2026 = entrada('Noviembre', 1000, { fecha: '2026-11-30' });
    const d2027 = entrada('Enero', 1000, { fecha: '2027-01-01' });
    const primero = await crearRecibo(d2026);
    const creados = await Promise.all(
      Array.from({ length: 8 }, (_, i) => crearRecibo(i % 2 === 0 ? d2027 : { ...d2026, concepto: `2026 ${i}` })),
    );
    const numeros = (anio: string) =>
      [primero, ...creados]
        .filter((r) => r.fecha.startsWith(anio))
        .map((r) => r.numero)
        .sort((a, b) => a - b);
    expect(numeros('2026')).toEqual([1, 2, 3, 4, 5]);
    expect(numeros('2027')).toEqual([1, 2, 3, 4]);
    // Listed newest date first: 2027's 4 before 2026's 5.
    expect((await listarRecibos({}, null)).recibos.slice(0, 5).map((r) => r.numero)).toEqual([4, 3, 2, 1, 5]);
    // Deleting 2027's last gives back its number there, while 2026's last is no longer 2027's.
    const ultimo2027 = creados.find((r) => r.fecha.startsWith('2027') && r.numero === 4);
    if (!ultimo2027) throw new Error('falta el recibo 4 de 2027');
    const ultimo = await actual(ultimo2027.id);
    expect(esEliminable(ultimo, await leerContador(ultimo))).toBe(true);
    await eliminarRecibo(ultimo);
    expect((await crearRecibo(d2027)).numero).toBe(4);
    expect((await crearRecibo(d2026)).numero).toBe(6);
  });

  // The form keeps every field within the rules; a write the rules refuse anyway (here a
  // concept over their limit) is said at once, not retried as if the counter had been taken.
  it('a creation the rules refuse is sent once and fails, never retried as a lost race', async () => {
    const commits = vi.spyOn(globalThis, 'fetch');
    try {
      await expect(crearRecibo(entrada('x'.repeat(801)))).rejects.toMatchObject({ code: 'permission-denied' });
      const enviados = commits.mock.calls.filter(([url]) => /:commit\b/.test(String(url)));
      expect(enviados).toHaveLength(1);
    } finally {
      commits.mockRestore();
    }
    // The series is untouched: the next receipt is still number 1.
    expect((await crearRecibo(entrada('Bien'))).numero).toBe(1);
  });

  it('pages newest first with a cursor, and searches by word prefix', async () => {
    for (let i = 0; i < TAM_PAGINA + 3; i++) await crearRecibo(entrada(i === 0 ? 'Alquiler local' : `Serie ${i}`));
    const primera = await listarRecibos({}, null);
    expect(primera.recibos.map((r) => r.numero)).toEqual(
      Array.from({ length: TAM_PAGINA }, (_, i) => TAM_PAGINA + 3 - i),
    );
    const segunda = await listarRecibos({}, primera.cursor);
    expect(segunda.recibos.map((r) => r.numero)).toEqual([3, 2, 1]);
    expect(segunda.cursor).toBeNull();

    const busqueda = await todosLosRecibos({ texto: 'alqu' });
    expect(busqueda.map((r) => r.concepto)).toEqual(['Alquiler local']);
    const totales = await totalesRecibos({ texto: 'alquiler' });
    expect(totales).toEqual({ recibos: 1, importes: [{ moneda: 'EUR', centimos: 2500 }] });
  });

  // A page read v1, another tab edited it to v2, and the PDF of v1 was made while v2 was marked
  // as out of the app: the payer's paper and the app disagreed under one number.
  it('marks a receipt out of the app only as its page read it: changed since, nothing is marked', async () => {
    const leido = await crearRecibo(entrada('Marzo'));
    const enLaPagina = await actual(leido.id);
    await actualizarRecibo(enLaPagina, entrada('Abril'));

    await expect(marcarSalida(enLaPagina, 'pdf')).rejects.toBeInstanceOf(ReciboCambiado);
    expect((await actual(leido.id)).salida).toBeUndefined();
    // Read again: marked, and then only voided or corrected.
    const ahora = await actual(leido.id);
    await marcarSalida(ahora, 'pdf');
    expect((await actual(leido.id)).salida?.via).toBe('pdf');
    await expect(actualizarRecibo(await actual(leido.id), entrada('Mayo'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  // The year's archive: every receipt in it is out of the app, marked in commits of a few.
  it('marks many receipts out of the app in commits, keeps an earlier mark, and marks nothing of a commit with a changed one', async () => {
    const cinco = [];
    for (const n of [1, 2, 3, 4, 5]) cinco.push(await crearRecibo(entrada(`Lote ${n}`)));
    await marcarSalida(await actual(cinco[0]?.id as string), 'impresion');
    const leidos = await Promise.all(cinco.map((r) => actual(r.id)));

    await marcarSalidaDeVarios(leidos, 'pdf', undefined, 2);
    const marcados = await Promise.all(cinco.map((r) => actual(r.id)));
    expect(marcados.map((r) => r.salida?.via)).toEqual(['impresion', 'pdf', 'pdf', 'pdf', 'pdf']);

    // Another tab edits the fourth of six after the page read them: the commits before it stand,
    // its own commit and those after mark nothing.
    const seis = [];
    for (const n of [1, 2, 3, 4, 5, 6]) seis.push(await crearRecibo(entrada(`Otro lote ${n}`)));
    const enLaPagina = await Promise.all(seis.map((r) => actual(r.id)));
    await actualizarRecibo(enLaPagina[3] as Recibo, entrada('Cambiado'));
    await expect(marcarSalidaDeVarios(enLaPagina, 'pdf', undefined, 2)).rejects.toBeInstanceOf(ReciboCambiado);
    expect((await Promise.all(seis.map((r) => actual(r.id)))).map((r) => r.salida?.via ?? null)).toEqual([
      'pdf',
      'pdf',
      null,
      null,
      null,
      null,
    ]);
  });

  it('share → readable by anyone; correct → snapshot says voided and by which; revoke → unreadable', async () => {
    const recibo = await crearRecibo(entrada('Compartido'));
    const compartido = await compartirRecibo(recibo, 30);
    expect(compartido.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await comoAnonimo(() => leerReciboPublico(compartido.token))).toMatchObject({
      numero: `R-2026-${String(recibo.numero).padStart(4, '0')}`,
      total: 2500,
      estado: 'emitido',
      pagador: { nombre: 'Beto Pagador' },
    });

    const guardado = (await obtenerRecibo(recibo.id)) ?? recibo;
    const correccion = await crearRecibo(entrada('Compartido y corregido', 2000), undefined, guardado);
    const publico = await comoAnonimo(() => leerReciboPublico(compartido.token));
    // What the payer saw stays, voided, naming its correction.
    expect(publico).toMatchObject({ concepto: 'Compartido', total: 2500, estado: 'anulado' });
    expect(publico?.sustituidoPor).toBe(`R-2026-${String(correccion.numero).padStart(4, '0')}`);
    expect(JSON.stringify(publico)).not.toContain('beto@ejemplo.es');
    expect(JSON.stringify(publico)).not.toContain(correccion.id);

    await dejarDeCompartir((await obtenerRecibo(recibo.id)) ?? recibo);
    expect(await comoAnonimo(() => leerReciboPublico(compartido.token))).toBeNull();
    expect((await obtenerRecibo(recibo.id))?.compartido?.revocado).toBe(true);
  });

  // A rent receipt could not say its property or period, nor «He recibido de…».
  it('a rent receipt keeps its property, period and «He recibido de…», on its copy too; made general, it loses them', async () => {
    const alquiler = { inmueble: '  Calle Mayor 1, 2.º B ', desde: '2026-12-01', hasta: '2026-12-31' };
    const general = await crearRecibo(entrada('Alquiler de diciembre', 85_000, { alquiler, recibi: true }));
    expect(await actual(general.id)).toMatchObject({
      alquiler: { ...alquiler, inmueble: 'Calle Mayor 1, 2.º B' },
      recibi: true,
    });
    await actualizarRecibo(await actual(general.id), entrada('Alquiler de diciembre', 85_000));
    const editado = await actual(general.id);
    expect(editado.alquiler).toBeUndefined();
    expect(editado.recibi).toBeUndefined();
    const compartido = await crearRecibo(entrada('Alquiler de enero', 85_000, { alquiler, recibi: true }));
    const { token } = await compartirRecibo(compartido, 30);
    expect(await leerReciboPublico(token)).toMatchObject({
      alquiler: { inmueble: 'Calle Mayor 1, 2.º B', desde: '2026-12-01', hasta: '2026-12-31' },
      recibi: true,
    });
  });

  it('a link expires 7, 30 or 90 days after it is shared, or never, as stored in both documents', async () => {
    const dia = 24 * 60 * 60 * 1000;
    for (const dias of [7, 30, 90, null]) {
      const recibo = await crearRecibo(entrada(`Caduca en ${dias}`));
      const antes = Date.now();
      const { token } = await compartirRecibo(recibo, dias);
      const despues = Date.now();
      for (const coleccion of ['registroEnlaces', 'recibosPublicos']) {
        const r = await fetch(
          `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${coleccion}/${token}`,
          { headers: { Authorization: 'Bearer owner' } },
        );
        const { fields } = (await r.json()) as {
          fields: { expiresAt: { timestampValue?: string; nullValue?: null } };
        };
        if (dias === null) expect(fields.expiresAt).toEqual({ nullValue: null });
        else {
          const expira = Date.parse(fields.expiresAt.timestampValue ?? '');
          expect(expira).toBeGreaterThanOrEqual(antes + dias * dia);
          expect(expira).toBeLessThanOrEqual(despues + dias * dia);
        }
      }
    }
  });

  it('an expired share is unreadable, and a shared receipt is never deleted', async () => {
    const recibo = await crearRecibo(entrada('Caduca'));
    const { token } = await compartirRecibo(recibo, 7);
    // Move the expiry into the past with the emulator's owner token (no waiting a week).
    for (const coleccion of ['registroEnlaces', 'recibosPublicos']) {
      const r = await fetch(
        `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${coleccion}/${token}?updateMask.fieldPaths=expiresAt`,
        {
          method: 'PATCH',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify({ fields: { expiresAt: { timestampValue: '2020-01-01T00:00:00Z' } } }),
        },
      );
      expect(r.ok).toBe(true);
    }
    expect(await comoAnonimo(() => leerReciboPublico(token))).toBeNull();

    // Shared, it is kept (voided if need be): its number was seen.
    await expect(eliminarRecibo(await actual(recibo.id))).rejects.toBeInstanceOf(ReciboNoEliminable);
    expect(await obtenerRecibo(recibo.id)).not.toBeNull();
  });

  // Data from before the series was gap-free: a receipt deleted then left a hole under the last
  // one, whose number cannot be given back (the rules refuse it). It is not offered, nor sent.
  it('the last receipt over a hole in the series is not deletable, and no delete is sent', async () => {
    await crearRecibo(entrada('Uno'));
    const dos = await crearRecibo(entrada('Dos'));
    const tres = await crearRecibo(entrada('Tres'));
    const uid = auth.currentUser?.uid;
    const borrado = await fetch(
      `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}/recibos/${dos.id}`,
      { method: 'DELETE', headers: { Authorization: 'Bearer owner' } },
    );
    expect(borrado.ok).toBe(true);
    const ultimo = await actual(tres.id);
    expect(esEliminable(ultimo, await leerContador(ultimo))).toBe(false);
    const commits = vi.spyOn(globalThis, 'fetch');
    try {
      await expect(eliminarRecibo(await actual(tres.id))).rejects.toBeInstanceOf(ReciboNoEliminable);
      expect(commits.mock.calls.filter(([url]) => /:commit\b/.test(String(url)))).toHaveLength(0);
    } finally {
      commits.mockRestore();
    }
    expect(await obtenerRecibo(tres.id)).not.toBeNull();
  });

  it('deleting the last receipt, never shared, gives its number back to the next one', async () => {
    const antes = await crearRecibo(entrada('Antes'));
    const ultimo = await crearRecibo(entrada('Se borra'));
    // Edited once: its edit record goes with it.
    await actualizarRecibo(await actual(ultimo.id), entrada('Se borra, corregido'));
    const { db, uid } = sesionActual();
    const edicion = doc(db, 'users', uid, 'ediciones', ultimo.id);
    expect((await getDoc(edicion)).exists()).toBe(true);
    await expect(eliminarRecibo(await actual(antes.id))).rejects.toBeInstanceOf(ReciboNoEliminable);
    await eliminarRecibo(await actual(ultimo.id));
    expect(await obtenerRecibo(ultimo.id)).toBeNull();
    expect((await getDoc(edicion)).exists()).toBe(false);
    expect((await crearRecibo(entrada('Siguiente'))).numero).toBe(ultimo.numero);
  });

  it('unknown and malformed tokens read as unavailable', async () => {
    expect(await comoAnonimo(() => leerReciboPublico('x'.repeat(32)))).toBeNull();
    expect(await comoAnonimo(() => leerReciboPublico('../users/abc'))).toBeNull();
  });
});
