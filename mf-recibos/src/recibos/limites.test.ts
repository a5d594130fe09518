// Each text field of the receipt form, the issuer's details and a payer keeps as many characters as
// firestore.rules take: the rules bound UTF-16 units, UNIDADES_POR_CARACTER per character the form
// counts (shared-firebase/src/texto.ts), so each bound below is the form's limit times that.
import { readFileSync } from 'node:fs';
import { UNIDADES_POR_CARACTER } from 'shared-firebase/texto';
import { describe, expect, it } from 'vitest';
import { LIMITES_PERFIL } from '../emisor/validacion';
import { LIMITES_PAGADOR } from '../pagadores/validacion';
import { LIMITES } from './validacion';

const reglas = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
const u = (max: number) => max * UNIDADES_POR_CARACTER;

describe('the receipt form keeps what the rules keep', () => {
  it.each([
    ['emisor.nombre / pagador.nombre', `textoVisible(p.nombre, ${u(LIMITES.nombre)})`],
    ['emisor.documento / pagador.documento', `textoVisible(p.documento, ${u(LIMITES.documento)})`],
    ['emisor.direccion', `textoVisible(p.direccion, ${u(LIMITES.direccion)})`],
    ['emisor.contacto', `textoVisible(p.contacto, ${u(LIMITES.contacto)})`],
    ['pagador.email', `e.size() <= ${u(LIMITES.email)}`],
    ['concepto', `textoVisible(d.concepto, ${u(LIMITES.concepto)})`],
    ['lineas.descripcion', `textoVisible(l.descripcion, ${u(LIMITES.descripcion)})`],
    ['notas', `d.notas.size() <= ${u(LIMITES.notas)}`],
  ])('%s: %s', (_campo, regla) => {
    expect(reglas).toContain(regla);
  });
});

describe("the issuer's details keep what the rules keep", () => {
  it.each(
    (['documento', 'direccion', 'codigoPostal', 'ciudad', 'provincia', 'pais'] as const).map((campo) => [
      campo,
      `opcionalVisible(d, '${campo}', ${LIMITES_PERFIL[campo]})`,
    ]),
  )('%s: %s', (_campo, regla) => {
    expect(reglas).toContain(regla);
  });

  it.each([
    ['nombre', `textoVisible(d.nombre, ${u(LIMITES_PERFIL.nombre)})`],
    ['email', `e.size() <= ${u(LIMITES_PERFIL.email)}`],
    // The phone is digits and symbols, one unit each: the rules bound its units as they are.
    ['telefono', `t.size() <= ${LIMITES_PERFIL.telefono}`],
  ])('%s: %s', (_campo, regla) => {
    expect(reglas).toContain(regla);
  });
});

describe('a payer keeps what the rules keep', () => {
  it.each([
    ['nombre', `textoVisible(d.nombre, ${u(LIMITES_PAGADOR.nombre)})`],
    ...(['documento', 'direccion', 'concepto'] as const).map((campo) => [
      campo,
      `opcionalVisible(d, '${campo}', ${LIMITES_PAGADOR[campo]})`,
    ]),
    ['telefono', `t.size() <= ${LIMITES_PAGADOR.telefono}`],
  ])('%s: %s', (_campo, regla) => {
    expect(reglas).toContain(regla);
  });
});
