import { describe, expect, it } from 'vitest';
import { contar, numeroEs, segunNumero } from './formato';

describe('Spanish counts and numbers', () => {
  it('agrees the noun with the count', () => {
    expect(contar(0, 'etiqueta', 'etiquetas')).toBe('0 etiquetas');
    expect(contar(1, 'etiqueta', 'etiquetas')).toBe('1 etiqueta');
    expect(contar(2, 'recibo', 'recibos')).toBe('2 recibos');
    expect(segunNumero(1, 'encontrada', 'encontradas')).toBe('encontrada');
    expect(segunNumero(3, 'encontrada', 'encontradas')).toBe('encontradas');
  });

  it('groups thousands and uses a decimal comma, as es-ES does', () => {
    expect(contar(12345, 'recibo', 'recibos')).toBe('12.345 recibos');
    expect(numeroEs(8.7234, 2)).toBe('8,72');
    expect(numeroEs(4.5, 1)).toBe('4,5');
    expect(numeroEs(1_000_000)).toBe('1.000.000');
  });
});
