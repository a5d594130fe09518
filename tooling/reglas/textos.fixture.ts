// Test fixture: text made of the characters where the form and firestore.rules could disagree
// (spaces of every kind, zero-width and format characters, controls, combining marks, emoji
// sequences, right-to-left marks), for the "what the form accepts, the rules accept" properties.
import fc from 'fast-check';

const PIEZAS = [
  'a',
  'Ñ',
  'é',
  'e\u0301',
  '7',
  '|',
  ' ',
  '\u00A0',
  '\u3000',
  '\u2028',
  '\t',
  '\u200B',
  '\u200D',
  '\u00AD',
  '\u2060',
  '\uFEFF',
  '\u202E',
  '\u0001',
  '\u0301',
  '🧾',
  '👩‍👩‍👧',
  '🇪🇸',
];

/** Up to `max` pieces (each one or more code points). */
export const textoDificil = (max: number) =>
  fc.array(fc.constantFrom(...PIEZAS), { maxLength: max }).map((p) => p.join(''));
