// firestore.rules for users/{uid}/perfil/emisor, and for the issuer's address and contact on a
// receipt, against the Firestore emulator.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type Firestore, getDoc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { emitidoConVerificacion, reciboGuardado } from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, it } from 'vitest';
import { PERFIL_COMPLETO } from './perfil.fixture';

const reglas = usarReglas();
const as = (uid: string | null) => reglas.como(uid) as unknown as Firestore;
const perfil = (db: Firestore, uid = 'ana') => doc(db, `users/${uid}/perfil/emisor`);

const completo: Record<string, unknown> = { ...PERFIL_COMPLETO, direccion: 'Calle Mayor 1' };
const guardar = (datos: Record<string, unknown>, uid = 'ana', db = as(uid)) =>
  setDoc(perfil(db, uid), { ...datos, updatedAt: serverTimestamp() });

beforeEach(() => reglas.env.clearFirestore());

describe("the issuer's details", () => {
  it('their owner saves, reads, changes and deletes them', async () => {
    await assertSucceeds(guardar(completo));
    await assertSucceeds(guardar({ nombre: 'Ana' }));
    await assertSucceeds(getDoc(perfil(as('ana'))));
    await assertSucceeds(deleteDoc(perfil(as('ana'))));
  });

  it('nobody else reads or writes them', async () => {
    await guardar(completo);
    await assertFails(getDoc(perfil(as('beto'), 'ana')));
    await assertFails(getDoc(perfil(as(null), 'ana')));
    await assertFails(guardar(completo, 'ana', as('beto')));
    await assertFails(deleteDoc(perfil(as('beto'), 'ana')));
  });

  it.each([
    ['no name', { ...completo, nombre: undefined }],
    ['a name with nothing visible', { ...completo, nombre: ' \u200b ' }],
    ['an unknown field', { ...completo, logo: 'x' }],
    ['a postcode over its limit', { ...completo, pais: 'Chile', codigoPostal: '1'.repeat(49) }],
    // In Spain (or with no country) the formats of the Agencia Tributaria and Correos.
    ['a tax id that is no NIF, NIE or CIF, in Spain', { ...completo, documento: 'XYZ' }],
    ['a tax id written with hyphens, in Spain', { ...completo, documento: '12345678-Z' }],
    ['a postal code of letters, with no country', { ...completo, pais: undefined, codigoPostal: 'ABCDEFG' }],
    ['a postal code of another province number, in Spain', { ...completo, pais: 'ESPAÑA', codigoPostal: '53000' }],
    // A signature: the path firma.ts writes, within 32,000 characters.
    ['a signature that is no path', { ...completo, firma: '<svg onload="x()"/>' }],
    ['a signature with curves', { ...completo, firma: 'M1 1C2 2 3 3 4 4' }],
    ['a signature over 32,000 characters', { ...completo, firma: `M1 1${'L100 100'.repeat(4000)}` }],
    ['a signature as a list', { ...completo, firma: ['M1 1'] }],
    // In Chile a RUT.
    ['a tax id that is no RUT, in Chile', { ...completo, pais: 'chile', documento: 'B12345674' }],
    // «España» with a combining tilde, as some pastes bring it: Spain to the form, which stores it
    // in NFC; written past the form, it let a tax id B1 and the postal code 99999 through.
    [
      'Spain written with a combining tilde, and no Spanish tax id or postal code',
      { ...completo, pais: 'Espan\u0303a', documento: 'B1', codigoPostal: '99999' },
    ],
    ['Spain written with a combining tilde, even with a NIF', { ...completo, pais: 'Espan\u0303a' }],
    ['an address over its limit', { ...completo, direccion: 'c'.repeat(601) }],
    ['a city with nothing visible', { ...completo, ciudad: '   ' }],
    ['an e-mail with no @', { ...completo, email: 'hola.academiasol.es' }],
    ['an e-mail over 480 UTF-16 units (120 characters of up to 4)', { ...completo, email: `${'a'.repeat(480)}@b.es` }],
    ['a phone with letters', { ...completo, telefono: '600-ABC-123' }],
    ['a phone over 30 characters', { ...completo, telefono: `+${'1'.repeat(30)}` }],
    ['a phone as a number', { ...completo, telefono: 600123456 }],
    // A new receipt's currency and method: only the receipt's own.
    ['a currency the receipts do not take', { ...completo, moneda: 'BTC' }],
    ['a currency in lower case', { ...completo, moneda: 'clp' }],
    ['a payment method the receipts do not take', { ...completo, metodoPago: 'cheque' }],
    ['a currency that is not text', { ...completo, moneda: 978 }],
  ])('refuses %s', async (_caso, datos) => {
    await assertFails(guardar(Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== undefined))));
  });

  it('takes the tax id and postal code of another country as typed', async () => {
    await assertSucceeds(guardar({ ...completo, pais: 'Chile', documento: '12.345.678-5', codigoPostal: '8320000' }));
    await assertSucceeds(guardar({ ...completo, pais: 'Chile', documento: '10000013k' }));
    await assertSucceeds(guardar({ ...completo, pais: 'Portugal', documento: 'PT123456789' }));
    await assertSucceeds(guardar({ ...completo, pais: 'España', documento: 'X1234567L', codigoPostal: '01001' }));
  });

  it('refuses a client-set time', async () => {
    await assertFails(setDoc(perfil(as('ana')), { ...completo, updatedAt: new Date() }));
  });
});

describe("a receipt's issuer", () => {
  const crear = (emisor: Record<string, unknown>) => {
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 1, ultimo: 'r1' });
    emitidoConVerificacion(
      batch,
      db,
      'ana',
      'r1',
      reciboGuardado(1, { emisor, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
    return batch.commit();
  };

  it('holds the address as lines and the contact as one line', async () => {
    await assertSucceeds(
      crear({
        nombre: 'Academia Sol S.L.',
        documento: 'B12345674',
        direccion: 'Calle Mayor 1\n28013 Madrid\nEspaña',
        contacto: 'hola@academiasol.es · +34 600 12 34 56',
      }),
    );
  });

  it.each([
    ['an address over its limit', { nombre: 'Ana', direccion: 'd'.repeat(1681) }],
    ['a contact with nothing visible', { nombre: 'Ana', contacto: ' \n ' }],
    ['a logo', { nombre: 'Ana', logo: 'data:image/png;base64,AAAA' }],
  ])('refuses %s', async (_caso, emisor) => {
    await assertFails(crear(emisor));
  });
});
