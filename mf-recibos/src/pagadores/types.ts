import type { Linea, MetodoPago, Moneda, Persona } from '../recibos/types';

/** What a new receipt for a payer starts with, where given. */
export interface Predeterminados {
  concepto?: string;
  lineas?: Linea[];
  moneda?: Moneda;
  metodoPago?: MetodoPago;
  etiquetas?: string[];
}

/** What the user types for a payer (users/{uid}/pagadores/{id}): its data and defaults. */
export interface PagadorInput extends Predeterminados {
  nombre: string;
  documento?: string;
  email?: string;
  /** For WhatsApp. */
  telefono?: string;
  /** As lines. */
  direccion?: string;
}

export interface Pagador extends PagadorInput {
  id: string;
}

/** A payer as the receipt form suggests it: from the list of payers, or from an earlier receipt. */
export interface Sugerencia extends Persona {
  predeterminados?: Predeterminados;
}
