import { perezoso } from 'shared-firebase/perezoso';
import { csvDeFilas } from '../recibos/csv';
import { importeParaEditar } from '../recibos/dinero';
import type { Cifras, Grupo, ResumenDelAnio } from './resumen';

const nombreDelMes = perezoso(() => new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }));

/** 0 → «enero». */
export const mesEnLetras = (mes: number) => nombreDelMes().format(new Date(Date.UTC(2000, mes, 1)));

/**
 * The summary as a spreadsheet: one row per figure and currency (amounts in different currencies
 * are never added), as the list's CSV writes amounts (`1234,56`). `nombreDeEtiqueta` null: the
 * labels are not the reader's (another's book), and their rows are left out.
 */
export function resumenACsv(
  resumen: ResumenDelAnio,
  nombreDeEtiqueta: ((id: string) => string | undefined) | null,
): string {
  const filas: string[][] = [['Apartado', 'Nombre', 'Recibos', 'Moneda', 'Importe']];
  const cifras = (apartado: string, nombre: string, c: Cifras) => {
    if (c.importes.length === 0) filas.push([apartado, nombre, String(c.recibos), '', '']);
    for (const { moneda, centimos } of c.importes)
      filas.push([apartado, nombre, String(c.recibos), moneda, importeParaEditar(centimos, moneda)]);
  };
  const grupos = (apartado: string, lista: Grupo[], nombre: (g: Grupo) => string = (g) => g.nombre) => {
    for (const g of lista) cifras(apartado, nombre(g), g);
  };
  cifras('Año', String(resumen.anio), resumen.emitidos);
  filas.push(['Anulados (fuera de las cifras)', '', String(resumen.anulados), '', '']);
  resumen.porMes.forEach((mes, i) => {
    cifras('Mes', mesEnLetras(i), mes);
  });
  grupos('Inmueble', resumen.porInmueble);
  if (nombreDeEtiqueta) {
    grupos('Etiqueta', resumen.porEtiqueta, (g) => nombreDeEtiqueta(g.clave) ?? 'Etiqueta eliminada');
    cifras('Etiqueta', 'Sin etiqueta', resumen.sinEtiqueta);
  }
  grupos('Pagador', resumen.porPagador);
  return csvDeFilas(filas);
}
