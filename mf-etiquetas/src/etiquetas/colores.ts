import type { Color, ColorInput, ColorVisual } from './types';

/** Labels whose colour is deleted fall back to this class pair (docs/producto.md, Etiquetas y colores). */
export const DEFAULT_COLOR_ID = 'bg-slate-100 text-slate-800';

/**
 * Built-in palette, not stored: ids are the class pairs, rendered from this table of hex values
 * (Tailwind's 100/800 shades). firestore.rules lists the same ids; a unit test keeps them equal.
 */
export const PALETA: readonly ColorVisual[] = [
  { id: DEFAULT_COLOR_ID, nombre: 'Gris pizarra', background: '#f1f5f9', text: '#1e293b' },
  { id: 'bg-red-100 text-red-800', nombre: 'Rojo', background: '#fee2e2', text: '#991b1b' },
  { id: 'bg-orange-100 text-orange-800', nombre: 'Naranja', background: '#ffedd5', text: '#9a3412' },
  { id: 'bg-amber-100 text-amber-800', nombre: 'Ámbar', background: '#fef3c7', text: '#92400e' },
  { id: 'bg-lime-100 text-lime-800', nombre: 'Lima', background: '#ecfccb', text: '#3f6212' },
  { id: 'bg-green-100 text-green-800', nombre: 'Verde', background: '#dcfce7', text: '#166534' },
  { id: 'bg-teal-100 text-teal-800', nombre: 'Turquesa', background: '#ccfbf1', text: '#115e59' },
  { id: 'bg-sky-100 text-sky-800', nombre: 'Celeste', background: '#e0f2fe', text: '#075985' },
  { id: 'bg-blue-100 text-blue-800', nombre: 'Azul', background: '#dbeafe', text: '#1e40af' },
  { id: 'bg-indigo-100 text-indigo-800', nombre: 'Índigo', background: '#e0e7ff', text: '#3730a3' },
  { id: 'bg-violet-100 text-violet-800', nombre: 'Violeta', background: '#ede9fe', text: '#5b21b6' },
  { id: 'bg-pink-100 text-pink-800', nombre: 'Rosa', background: '#fce7f3', text: '#9d174d' },
];

const PALETA_POR_ID = new Map(PALETA.map((color) => [color.id, color]));

export function esColorDePaleta(id: string): boolean {
  return PALETA_POR_ID.has(id);
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#ABC`, `abc`, `#AABBCC` → `#aabbcc`; anything else → null. */
export function normalizeHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/** 'custom-' + background + text, each without '#', after normalising (docs/producto.md, Modelo de datos). */
/** A user's custom colour id (stored under users/{uid}/colores), not a palette class. */
export function esColorPropio(id: string): boolean {
  return /^custom-[0-9a-f]{12}$/.test(id);
}

export function customColorId({ background, text }: ColorInput): string {
  const bg = normalizeHex(background);
  const fg = normalizeHex(text);
  if (!bg || !fg) throw new Error('Color no válido: usa el formato #rrggbb');
  return `custom-${bg.slice(1)}${fg.slice(1)}`;
}

export function normalizeColorInput(input: ColorInput): ColorInput {
  const background = normalizeHex(input.background);
  const text = normalizeHex(input.text);
  if (!background || !text) throw new Error('Color no válido: usa el formato #rrggbb');
  return { background, text };
}

/** What a label's colour id looks like; unknown ids (e.g. a deleted colour) show the default. */
export function resolveColor(id: string, colores: readonly Color[]): ColorVisual {
  const palette = PALETA_POR_ID.get(id);
  if (palette) return palette;
  const custom = colores.find((color) => color.id === id);
  if (custom) return { id, nombre: 'Personalizado', background: custom.background, text: custom.text };
  return PALETA_POR_ID.get(DEFAULT_COLOR_ID) as ColorVisual;
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio between two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
