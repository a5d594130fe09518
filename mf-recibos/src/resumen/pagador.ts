import type { Persona } from '../recibos/types';

/**
 * Who counts as one payer across a year's receipts. A receipt keeps a copy of its payer's details
 * (never a reference to Pagadores, so it proves what it said when issued); its payer is:
 * 1. the same tax ID, written any way (`12.345.678-5` and `123456785` are one RUT);
 * 2. else the same e-mail, in any case;
 * 3. else the same name, exactly as typed (but for spaces at its ends).
 * Two receipts of one person join only by the first of these that both have: a receipt with the
 * tax ID and another with just the e-mail are two payers, and the certificate page says why.
 */
export function claveDelPagador(pagador: Persona): string {
  const documento = (pagador.documento ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (documento) return `documento:${documento}`;
  const email = (pagador.email ?? '').trim().toLowerCase();
  if (email) return `email:${email}`;
  return `nombre:${pagador.nombre.trim()}`;
}
