// firestore.rules for labels and colours, against the real Firestore emulator.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, it } from 'vitest';

const reglas = usarReglas();

const COLOR_ID = 'custom-1e40affef3c7';
const color = { background: '#1e40af', text: '#fef3c7' };
const etiqueta = { nombre: 'Trabajo', color: 'bg-red-100 text-red-800' };
const stamps = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const at = Timestamp.fromDate(new Date('2026-01-01'));
    await setDoc(doc(db, 'users/ana/colores', COLOR_ID), { ...color, createdAt: at, updatedAt: at });
    await setDoc(doc(db, 'users/ana/etiquetas/e1'), { ...etiqueta, createdAt: at, updatedAt: at });
  });
});

const as = (uid: string | null) => reglas.como(uid);

describe.each([
  ['etiquetas', 'users/ana/etiquetas', 'e1', { ...etiqueta }],
  ['colores', 'users/ana/colores', COLOR_ID, { ...color }],
] as const)('%s: who may do what', (_name, path, existingId, valid) => {
  const newId = path.endsWith('colores') ? 'custom-000000ffffff' : 'e2';
  const newData = path.endsWith('colores') ? { background: '#000000', text: '#ffffff' } : { ...valid, nombre: 'Otra' };

  it('the owner can get, list, create, update and delete', async () => {
    const db = as('ana');
    await assertSucceeds(getDoc(doc(db, path, existingId)));
    await assertSucceeds(getDocs(collection(db, path)));
    await assertSucceeds(setDoc(doc(db, path, newId), { ...newData, ...stamps() }));
    await assertSucceeds(updateDoc(doc(db, path, existingId), { updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(db, path, existingId)));
  });

  it.each([
    ['another user', 'beto'],
    ['an anonymous visitor', null],
  ])('%s can do none of it', async (_who, uid) => {
    const db = as(uid);
    await assertFails(getDoc(doc(db, path, existingId)));
    await assertFails(getDocs(collection(db, path)));
    await assertFails(setDoc(doc(db, path, newId), { ...newData, ...stamps() }));
    await assertFails(updateDoc(doc(db, path, existingId), { updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, path, existingId)));
  });
});

describe('malformed labels are refused', () => {
  it.each([
    ['an unknown key', { ...etiqueta, prioridad: 1 }],
    ['an empty name', { ...etiqueta, nombre: '' }],
    // Rules count UTF-16 units, 4 per character the form allows (the form also caps them).
    ['a name over 200 UTF-16 units', { ...etiqueta, nombre: 'x'.repeat(201) }],
    ['an untrimmed name', { ...etiqueta, nombre: ' Trabajo ' }],
    ['an invisible-only name (zero-width characters)', { ...etiqueta, nombre: '\u200B\u200D' }],
    ['a name that is not a string', { ...etiqueta, nombre: 42 }],
    ['an unknown palette class', { ...etiqueta, color: 'bg-foo-100 text-foo-800' }],
    ['a custom colour that does not exist', { ...etiqueta, color: 'custom-000000111111' }],
    ['a description over 800 UTF-16 units', { ...etiqueta, descripcion: 'd'.repeat(801) }],
    // Attacks: names with nothing a person can see, and blank descriptions.
    ['a name of no-break spaces', { ...etiqueta, nombre: '\u00A0\u00A0' }],
    ['a name of ideographic spaces', { ...etiqueta, nombre: '\u3000' }],
    ['a name of soft hyphens separated by spaces', { ...etiqueta, nombre: '\u00AD \u00AD' }],
    ['a name of zero-width characters separated by spaces', { ...etiqueta, nombre: '\u200B \u2060 \uFEFF' }],
    ['a name of a lone combining mark', { ...etiqueta, nombre: '\u0301' }],
    ['a name starting with a no-break space', { ...etiqueta, nombre: '\u00A0Trabajo' }],
    ['a name ending with a control character', { ...etiqueta, nombre: 'Trabajo\u0001' }],
    // Found by an attack review: Unicode categories differ between the rules engine and browsers,
    // so both sides now use the same explicit lists (shared-firebase/src/texto.ts).
    ['a name of U+1AC1 (a combining mark in newer Unicode)', { ...etiqueta, nombre: '\u1AC1' }],
    ['a name of a Hangul filler', { ...etiqueta, nombre: '\u3164' }],
    ['a name of a tag character', { ...etiqueta, nombre: '\u{E0041}' }],
    // Every default-ignorable code point and every lone nonspacing or enclosing mark is invisible.
    ['a name of shorthand format controls', { ...etiqueta, nombre: '\u{1BCA0}\u{1BCA1}\u{1BCA2}\u{1BCA3}' }],
    ['a name of a Cyrillic combining titlo', { ...etiqueta, nombre: '\u0483' }],
    ['a name of a musical combining accent', { ...etiqueta, nombre: '\u{1D17B}' }],
    ['a name of the Khitan filler', { ...etiqueta, nombre: '\u{16FE4}' }],
    ['a name of enclosing marks', { ...etiqueta, nombre: '\u20DD\u20DE' }],
    ['a name of format characters', { ...etiqueta, nombre: '\u070F\u{13430}\u{1343F}' }],
    ['a description of spaces', { ...etiqueta, descripcion: '   ' }],
    ['a description of no-break spaces', { ...etiqueta, descripcion: '\u00A0\u00A0' }],
    ['an empty description', { ...etiqueta, descripcion: '' }],
    ['no colour', { nombre: 'Trabajo' }],
  ])('%s', async (_case, data) => {
    await assertFails(setDoc(doc(as('ana'), 'users/ana/etiquetas/e9'), { ...data, ...stamps() }));
  });

  it('client-set timestamps', async () => {
    const when = Timestamp.fromDate(new Date('2020-01-01'));
    await assertFails(
      setDoc(doc(as('ana'), 'users/ana/etiquetas/e9'), { ...etiqueta, createdAt: when, updatedAt: when }),
    );
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/etiquetas/e1'), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/etiquetas/e1'), { nombre: 'Nuevo' }));
  });

  it('accepts what the form accepts: 50 emoji (100 UTF-16 units), 18 family emoji (144), combining accents', async () => {
    for (const [id, nombre] of [
      ['e5', '🧾'.repeat(50)],
      ['e6', '👩‍👩‍👧'.repeat(18)],
      ['e7', 'Cafe\u0301 con leche'],
    ]) {
      await assertSucceeds(setDoc(doc(as('ana'), `users/ana/etiquetas/${id}`), { ...etiqueta, nombre, ...stamps() }));
    }
  });

  it('accepts names whose marks sit on a base character, in any script', async () => {
    const nombres = ['Ж\u0483', '\u0915\u0941', 'a\u20DD', '\u{1D400}\u{1D17B}', '田\u{20BB7}'];
    for (const [i, nombre] of nombres.entries()) {
      await assertSucceeds(setDoc(doc(as('ana'), `users/ana/etiquetas/n${i}`), { ...etiqueta, nombre, ...stamps() }));
    }
  });

  it('accepts a name with zero-width joiners inside visible text (emoji sequences)', async () => {
    await assertSucceeds(
      setDoc(doc(as('ana'), 'users/ana/etiquetas/e8'), { ...etiqueta, nombre: 'Familia 👩\u200D👧', ...stamps() }),
    );
  });

  it('accepts 50 characters, a description, and an existing custom colour it touches', async () => {
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/ana/etiquetas/e9'), {
      nombre: 'x'.repeat(50),
      color: COLOR_ID,
      descripcion: 'Gastos del despacho',
      ...stamps(),
    });
    batch.update(doc(db, 'users/ana/colores', COLOR_ID), { updatedAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
  });

  // A label that takes a custom colour writes it in the same commit, so a deletion of
  // the colour that read it before fails its precondition instead of orphaning the label.
  it('refuses a label that takes a custom colour without touching it', async () => {
    const db = as('ana');
    await assertFails(setDoc(doc(db, 'users/ana/etiquetas/e9'), { ...etiqueta, color: COLOR_ID, ...stamps() }));
    await assertFails(updateDoc(doc(db, 'users/ana/etiquetas/e1'), { color: COLOR_ID, updatedAt: serverTimestamp() }));
    // Keeping its colour, a label is edited without touching it.
    await reglas.env.withSecurityRulesDisabled((c) =>
      updateDoc(doc(c.firestore(), 'users/ana/etiquetas/e1'), { color: COLOR_ID }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'users/ana/etiquetas/e1'), { nombre: 'Otro', updatedAt: serverTimestamp() }),
    );
  });
});

// An edit checks the texts it changes (moving 1,200 labels to another colour evaluates no text
// pattern): what it changes is held to the same rules as a creation.
describe('an edit of a label', () => {
  it.each([
    ['an empty name', { nombre: '' }],
    ['an invisible-only name', { nombre: '\u200B\u200D' }],
    ['an untrimmed name', { nombre: ' Trabajo ' }],
    ['a name over 200 UTF-16 units', { nombre: 'x'.repeat(201) }],
    ['a description of no-break spaces', { descripcion: '\u00A0\u00A0' }],
    ['an empty description', { descripcion: '' }],
  ])('refuses %s', async (_case, cambio) => {
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/etiquetas/e1'), { ...cambio, updatedAt: serverTimestamp() }));
  });

  it('keeps a text it does not change as it is, and may remove the description', async () => {
    const db = as('ana');
    await assertSucceeds(
      updateDoc(doc(db, 'users/ana/etiquetas/e1'), { descripcion: 'Gastos', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'users/ana/etiquetas/e1'), { color: 'bg-sky-100 text-sky-800', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'users/ana/etiquetas/e1'), { descripcion: deleteField(), updatedAt: serverTimestamp() }),
    );
  });
});

describe('malformed colours are refused', () => {
  it.each([
    ['an id that does not match the values', 'custom-000000ffffff', { background: '#000000', text: '#fffffe' }],
    ['upper-case hex', 'custom-AAAAAA000000', { background: '#AAAAAA', text: '#000000' }],
    ['short hex', 'custom-abc000', { background: '#abc', text: '#000' }],
    ['a value without #', 'custom-000000ffffff', { background: '000000', text: 'ffffff' }],
    ['an unknown key', 'custom-000000ffffff', { background: '#000000', text: '#ffffff', nombre: 'x' }],
    ['a palette id as document id', 'bg-red-100 text-red-800', { background: '#fee2e2', text: '#991b1b' }],
  ])('%s', async (_case, id, data) => {
    await assertFails(setDoc(doc(as('ana'), 'users/ana/colores', id), { ...data, ...stamps() }));
  });

  it('changing the values in place (the id would no longer match)', async () => {
    await assertFails(
      updateDoc(doc(as('ana'), 'users/ana/colores', COLOR_ID), { background: '#000000', updatedAt: serverTimestamp() }),
    );
  });
});

describe('batches', () => {
  it('colour edit: create new colour, repoint the label, delete the old one, in one batch', async () => {
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/ana/colores/custom-000000ffffff'), {
      background: '#000000',
      text: '#ffffff',
      ...stamps(),
    });
    batch.update(doc(db, 'users/ana/etiquetas/e1'), { color: 'custom-000000ffffff', updatedAt: serverTimestamp() });
    batch.delete(doc(db, 'users/ana/colores', COLOR_ID));
    await assertSucceeds(batch.commit());
  });

  it('colour edit onto a colour that exists: repointed labels come with that colour touched', async () => {
    const db = as('ana');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/ana/colores', COLOR_ID), { updatedAt: serverTimestamp() });
    batch.update(doc(db, 'users/ana/etiquetas/e1'), { color: COLOR_ID, updatedAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
  });

  it('repointing a label to a colour the batch does not create is refused', async () => {
    const db = as('ana');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/ana/etiquetas/e1'), { color: 'custom-000000ffffff', updatedAt: serverTimestamp() });
    batch.delete(doc(db, 'users/ana/colores', COLOR_ID));
    await assertFails(batch.commit());
  });
});
