// The rules suites seed links past the rules (compartir.fixture.ts, `enlaceGuardado`) as stand-ins
// for what the app's share commit stores. Nothing checks a seed when it is written, so this holds
// it to what that commit, sent through the rules, leaves: a seed that drifted would have the
// suites prove the rules against documents the app never writes.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { type DocumentData, doc, type Firestore, getDoc, setDoc } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { usarReglas } from '../emulator-env';
import { compartir, enlaceGuardado, reciboGuardado, T0, tokenDe } from './compartir.fixture';

const reglas = usarReglas();

/** A document as stored (rules disabled). */
async function guardado(ruta: string): Promise<DocumentData | undefined> {
  let datos: DocumentData | undefined;
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    datos = (await getDoc(doc(c.firestore() as unknown as Firestore, ruta))).data();
  });
  return datos;
}

it('a seeded link is what the owner’s share stores, but for its server dates, seed and mark', async () => {
  await reglas.env.clearFirestore();
  const recibo = reciboGuardado(3);
  const token = await tokenDe('ana', 'S');
  await reglas.env.withSecurityRulesDisabled((c) =>
    setDoc(doc(c.firestore() as unknown as Firestore, 'users/ana/recibos/r3'), recibo),
  );
  const ana = reglas.como('ana', { email: 'ana@x.es', email_verified: true }) as unknown as Firestore;
  await assertSucceeds(compartir(ana, 'ana', 'r3', token, { recibo, email: 'ana@x.es' }));

  const sembrado = enlaceGuardado('ana', 'r3', token, recibo);
  // Seeds stand for links shared before tokens were derived: no seed, no verification mark.
  const { semilla, ownerEmailVerificado, ...registro } = (await guardado(`registroEnlaces/${token}`)) ?? {};
  expect(semilla).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(ownerEmailVerificado).toBe(true);
  // The commit's dates are the server's; a seed's are T0.
  expect({ ...registro, createdAt: T0 }).toEqual(sembrado.registro);
  expect({ ...(await guardado(`recibosPublicos/${token}`)), createdAt: T0 }).toEqual(sembrado.publico);
  expect({ ...(await guardado('users/ana/recibos/r3'))?.compartido, createdAt: T0 }).toEqual(sembrado.compartido);
});
