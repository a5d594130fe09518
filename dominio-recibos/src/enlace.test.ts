import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aleatorio, nuevoEnlace, tokenDerivado } from './enlace';

describe('link tokens', () => {
  it('a seed is 24 random bytes in base64url: 32 characters, never the same twice', () => {
    const semillas = new Set(Array.from({ length: 200 }, aleatorio));
    expect(semillas.size).toBe(200);
    for (const s of semillas) expect(s).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  // firestore.rules compute hashing.sha256(uid + ':' + semilla) in base64 with + and / replaced,
  // its first 32 characters: the token must be exactly that, or no link could be shared.
  it('the token is base64url(SHA-256(uid:semilla)) cut to 32 characters, as the rules derive it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        async (uid, semilla) => {
          const esperado = createHash('sha256')
            .update(`${uid}:${semilla}`)
            .digest('base64')
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .slice(0, 32);
          expect(await tokenDerivado(uid, semilla)).toBe(esperado);
        },
      ),
    );
    const { token, semilla } = await nuevoEnlace('ana');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(token).toBe(await tokenDerivado('ana', semilla));
    expect(token).not.toBe(await tokenDerivado('beto', semilla));
  });
});
