/** Every kind of Intl object the app makes: creating the first of each loads ICU's data. */
export const SERVICIOS = [
  'NumberFormat',
  'PluralRules',
  'Segmenter',
  'ListFormat',
  'DateTimeFormat',
  'Collator',
  'RelativeTimeFormat',
] as const;
type Servicio = (typeof SERVICIOS)[number];

/**
 * Counts the `new Intl[servicio]()` made from now on, each still the real object (the tests of the
 * Intl objects made on first use). `restaurar` puts the original back.
 */
export function contarCreaciones(servicio: Servicio) {
  const intl = Intl as unknown as Record<Servicio, new (...args: unknown[]) => object>;
  const Original = intl[servicio];
  let veces = 0;
  intl[servicio] = class extends Original {
    constructor(...args: unknown[]) {
      super(...args);
      veces++;
    }
  };
  return {
    veces: () => veces,
    restaurar: () => {
      intl[servicio] = Original;
    },
  };
}
