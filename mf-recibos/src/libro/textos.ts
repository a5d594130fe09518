import type { Rol } from 'dominio-recibos';
import { perezoso } from 'shared-firebase/perezoso';

// What the book's pages say about keeping it with others, in one place: the invitation, the
// owner's settings, the switcher and the pages of another's book use the same words.

/** What each role lets the person invited do, as said to them. */
export const QUE_PERMITE: Record<Rol, string> = {
  consulta: 'lees los recibos, sus PDF y el CSV, y no cambias nada',
  emision:
    'además de leerlos, emites, duplicas, corriges, compartes, envías y anulas recibos, y haces certificados, con los datos de emisor del libro',
};

/** What each role lets a person do in the owner's book, as said to its owner. */
export const QUE_PUEDE: Record<Rol, string> = {
  consulta: 'lee los recibos, sus PDF y el CSV, y el resumen del año, y no cambia nada',
  emision:
    'además emite, duplica, corrige, comparte, envía y anula recibos, y hace certificados, con tus datos de emisor; no edita ni elimina recibos, ni cambia tus datos, pagadores o recibos periódicos, ni invita a nadie',
};

export const SIN_ACCESO = 'Ya no tienes acceso a ese libro: vuelves al tuyo.';

/** Where another's book would show labels: they are each person's own (docs/producto.md). */
export const ETIQUETAS_DE_CADA_CUAL =
  'Las etiquetas son de cada persona: en este libro no ves las de quien lo lleva ni puedes etiquetar sus recibos.';

const largo = perezoso(() => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }));

/** An invitation's or an access's moment as a day, where the reader is: «6 de diciembre de 2026». */
export const diaDe = (momento: Date): string => largo().format(momento);

/** What a transfer of the book takes with it, as the owner and the account it is offered to read it. */
export const QUE_SE_TRASPASA =
  'Pasa el libro entero a otra cuenta: los recibos y su numeración, los datos de emisor y la firma, los pagadores, los recibos periódicos y los cobros, los envíos por correo, los enlaces compartidos (siguen abriéndose) y las personas con acceso.';

/** How far a transfer under way has got: « (150 recibos movidos hasta ahora)», or nothing before the receipts. */
export function movidoHastaAhora(progreso: Record<string, number>): string {
  const recibos = progreso.recibos ?? 0;
  return recibos > 0 ? ` (${recibos} ${recibos === 1 ? 'recibo movido' : 'recibos movidos'} hasta ahora)` : '';
}
