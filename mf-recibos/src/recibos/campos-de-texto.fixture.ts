// Test fixture: a receipt's every free-text field set to `texto`, as [field path, change] pairs,
// for the form's validation tests and the rules tests alike.
import type { Linea } from './types';

export function camposDeTexto(texto: string, linea: Linea): Array<[string, Record<string, unknown>]> {
  return [
    ['emisor.nombre', { emisor: { nombre: texto } }],
    ['emisor.documento', { emisor: { nombre: 'Ana', documento: texto } }],
    ['pagador.nombre', { pagador: { nombre: texto } }],
    ['pagador.documento', { pagador: { nombre: 'Beto', documento: texto } }],
    ['pagador.email', { pagador: { nombre: 'Beto', email: `${texto}@x.es` } }],
    ['concepto', { concepto: texto }],
    ['lineas.0.descripcion', { lineas: [{ ...linea, descripcion: texto }] }],
    ['notas', { notas: texto }],
  ];
}
