// Component tests of the text fields' limits, the same in every remote's forms: near its limit (in
// characters as a person counts them) a field says how many it holds, and past it how many are too
// many, before anything is submitted (shared-firebase's Field with `largo`).
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The text of the elements that describe `el` (aria-describedby), as a screen reader reads it. */
export function descripcionDe(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * Fills `campo` to `max` characters and one past it: it keeps all of it (nothing typed is lost),
 * says near the limit how many it holds, and past it how many are too many, marked invalid.
 */
export async function comprobarLimite(campo: HTMLInputElement | HTMLTextAreaElement, max: number) {
  await userEvent.clear(campo);
  await userEvent.click(campo);
  await userEvent.paste('x'.repeat(Math.floor(max * 0.7)));
  expect(descripcionDe(campo)).not.toMatch(/\d+ de \d+ caracteres/);
  await userEvent.paste('x'.repeat(max - Math.floor(max * 0.7)));
  expect(campo.value).toBe('x'.repeat(max));
  expect(descripcionDe(campo)).toContain(`${max} de ${max} caracteres`);
  expect(campo.getAttribute('aria-invalid')).toBeNull();
  await userEvent.type(campo, 'y');
  expect(campo.value).toBe(`${'x'.repeat(max)}y`);
  expect(descripcionDe(campo)).toContain(`${max + 1} de ${max} caracteres: sobra 1`);
  expect(campo.getAttribute('aria-invalid')).toBe('true');
}
