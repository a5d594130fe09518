import { describe, expect, it } from 'vitest';
import { codigoDeError } from './errores';

describe('codigoDeError', () => {
  it('reads the code of Firebase errors and nothing else', () => {
    expect(codigoDeError(Object.assign(new Error('x'), { code: 'auth/wrong-password' }))).toBe('auth/wrong-password');
    expect(codigoDeError({ code: 'aborted' })).toBe('aborted');
    expect(codigoDeError({ code: 42 })).toBeUndefined();
    expect(codigoDeError(new Error('sin código'))).toBeUndefined();
    expect(codigoDeError(null)).toBeUndefined();
    expect(codigoDeError('auth/x')).toBeUndefined();
  });
});
