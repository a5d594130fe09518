import { describe, expect, it } from 'vitest';
import { contador } from './Field';

describe('what a field’s counter says', () => {
  it.each([
    ['x'.repeat(160), 200, { n: 160, excedido: false, dice: '160 de 200 caracteres' }],
    // Counted as it is saved: the spaces at the ends are trimmed.
    [`${'x'.repeat(200)} \n`, 200, { n: 200, excedido: false, dice: '200 de 200 caracteres' }],
    ['x'.repeat(201), 200, { n: 201, excedido: true, dice: '201 de 200 caracteres: sobra 1' }],
    ['x'.repeat(205), 200, { n: 205, excedido: true, dice: '205 de 200 caracteres: sobran 5' }],
    // 26 family emoji: 26 characters, but 208 UTF-16 units, more than the rules take for 50.
    [
      '👩‍👩‍👧'.repeat(26),
      50,
      { n: 26, excedido: true, dice: '26 de 50 caracteres: demasiados emojis o símbolos compuestos' },
    ],
  ])('%#', (texto, max, esperado) => {
    expect(contador(texto, max)).toEqual(esperado);
  });
});
