// The currencies and payment methods a receipt can have, as <option>s: one list for the receipt
// form and for the issuer's usual choices.
import { NOMBRES_METODO } from '../formato';
import { METODOS_PAGO, MONEDAS } from '../types';

export function OpcionesDeMoneda() {
  return MONEDAS.map((m) => (
    <option key={m} value={m}>
      {m}
    </option>
  ));
}

export function OpcionesDeMetodo() {
  return METODOS_PAGO.map((m) => (
    <option key={m} value={m}>
      {NOMBRES_METODO[m]}
    </option>
  ));
}
