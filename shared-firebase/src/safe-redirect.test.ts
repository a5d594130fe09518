import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/etiquetas', '/etiquetas'],
    ['/recibos/abc?x=1#top', '/recibos/abc?x=1#top'],
    ['/admin/tokens', '/admin/tokens'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://malo.example/robar',
    '//malo.example',
    '/\\malo.example',
    'javascript:alert(1)',
    'etiquetas',
    '/login?redirect=/x',
    '/register',
  ])('sends %s to /', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });
});
