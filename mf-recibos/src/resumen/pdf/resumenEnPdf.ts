// The year's summary as a PDF (for the gestor, the assembly, the year's archive): the same figures
// as its page, as tables, with the receipts' page writer. Loaded only when it is asked for.
import { contar } from 'shared-firebase';
import { formatearImportes } from '../../recibos/dinero';
import { formatearFecha } from '../../recibos/formato';
import { ANCHO, GRIS, nuevaHoja } from '../../recibos/pdf/hoja';
import { mesEnLetras } from '../csv';
import type { Cifras, Grupo, ResumenDelAnio } from '../resumen';

export async function resumenEnPdf(
  resumen: ResumenDelAnio,
  {
    emisor,
    nombreDeEtiqueta,
    hoy,
  }: {
    emisor: string;
    /** null: the labels are not the reader's (another's book), and their table is left out. */
    nombreDeEtiqueta: ((id: string) => string | undefined) | null;
    hoy: string;
  },
): Promise<Uint8Array> {
  const titulo = `Resumen de ${resumen.anio}`;
  const nombres = nombreDeEtiqueta
    ? resumen.porEtiqueta.map((g) => nombreDeEtiqueta(g.clave) ?? 'Etiqueta eliminada')
    : null;
  const hoja = await nuevaHoja(titulo, JSON.stringify([emisor, resumen, nombres]));
  const { parrafo } = hoja;
  const columnas = [
    { titulo: '', ancho: ANCHO - 60 - 160 },
    { titulo: 'Recibos', ancho: 60, derecha: true },
    { titulo: 'Importe', ancho: 160, derecha: true },
  ];
  const tabla = (apartado: string, primera: string, filas: Array<[string, Cifras]>) => {
    hoja.y -= 10;
    parrafo(apartado, { tamano: 13, negrita: true }, 4);
    hoja.fila(columnas, [primera, 'Recibos', 'Importe'], true);
    for (const [nombre, cifras] of filas)
      hoja.fila(columnas, [nombre, String(cifras.recibos), formatearImportes(cifras.importes)]);
  };
  const grupos = (lista: Grupo[], nombre: (g: Grupo, i: number) => string = (g) => g.nombre): Array<[string, Cifras]> =>
    lista.map((g, i) => [nombre(g, i), g]);

  parrafo(titulo, { tamano: 20, negrita: true });
  parrafo(`${emisor} · hecho el ${formatearFecha(hoy)}`, { color: GRIS }, 10);
  parrafo(`Importe emitido: ${formatearImportes(resumen.emitidos.importes)}`, { tamano: 12, negrita: true });
  parrafo(`Recibos emitidos: ${resumen.emitidos.recibos}`);
  parrafo(
    `Anulados, fuera de las cifras: ${resumen.anulados}${resumen.sustituidos > 0 ? ` (${contar(resumen.sustituidos, 'corregido', 'corregidos')}: ${resumen.sustituidos === 1 ? 'cuenta su corrección' : 'cuentan sus correcciones'})` : ''}`,
  );
  tabla(
    'Por meses',
    'Mes',
    resumen.porMes.map((mes, i) => [mesEnLetras(i), mes]),
  );
  if (resumen.porInmueble.length > 0) tabla('Por inmueble', 'Inmueble', grupos(resumen.porInmueble));
  if (nombres)
    tabla('Por etiqueta (un recibo con dos etiquetas cuenta en las dos)', 'Etiqueta', [
      ...grupos(resumen.porEtiqueta, (_, i) => nombres[i] as string),
      ...(resumen.sinEtiqueta.recibos > 0 ? ([['Sin etiqueta', resumen.sinEtiqueta]] as Array<[string, Cifras]>) : []),
    ]);
  tabla('Por pagador', 'Pagador', grupos(resumen.porPagador));
  return hoja.guardar();
}
