// Every collection the rules give a user (match /users/{uid}/<colección>/…) is either deleted with
// the account or kept on purpose, said in datos-del-usuario.ts: a new feature's collection is not
// forgotten (a plan's pending charges, with the payer's details, were).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLECCIONES_DEL_USUARIO, COLECCIONES_QUE_QUEDAN } from './datos-del-usuario';

const reglas = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const delUsuario = new Set([...reglas.matchAll(/match \/users\/\{uid\}\/(\w+)\//g)].map((m) => m[1] ?? ''));

describe('account deletion', () => {
  it('deletes or keeps, on purpose, every collection the rules give a user', () => {
    expect(delUsuario.size).toBeGreaterThan(10);
    const sabidas = new Set<string>([...COLECCIONES_DEL_USUARIO, ...COLECCIONES_QUE_QUEDAN]);
    expect([...delUsuario].filter((c) => !sabidas.has(c))).toEqual([]);
  });
});
