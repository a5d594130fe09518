import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { reciboDePrueba } from '../recibos/recibo.fixture';
import { archivoDelAnio } from './archivo';

const recibos = [1, 2, 3].map((n) =>
  reciboDePrueba({
    id: `r${n}`,
    numero: n,
    fecha: `2026-0${n}-01`,
    ...(n === 2 ? { estado: 'anulado' as const } : {}),
  }),
);
const contenido = {
  anio: 2026,
  recibos,
  csv: 'Número;Total\r\nR-2026-0001;25,00',
  resumenPdf: new TextEncoder().encode('%PDF-resumen'),
  origen: 'https://recibos.example',
};

describe("the year's archive", () => {
  it('holds the summary, the CSV and one PDF per receipt named by its number, voided ones too', async () => {
    const avance: number[] = [];
    const zip = new Uint8Array(await archivoDelAnio({ ...contenido, alAvanzar: (n) => avance.push(n) }).arrayBuffer());
    const archivos = unzipSync(zip);
    expect(Object.keys(archivos).sort()).toEqual([
      'recibos-2026.csv',
      'recibos/R-2026-0001.pdf',
      'recibos/R-2026-0002.pdf',
      'recibos/R-2026-0003.pdf',
      'resumen-2026.pdf',
    ]);
    expect(new TextDecoder().decode(archivos['recibos-2026.csv'])).toBe(contenido.csv);
    expect(new TextDecoder().decode(archivos['recibos/R-2026-0002.pdf']?.slice(0, 5))).toBe('%PDF-');
    expect(avance).toEqual([1, 2, 3]);
  });

  it('stops when cancelled, between two receipts', async () => {
    const cancelar = new AbortController();
    const archivo = archivoDelAnio({
      ...contenido,
      senal: cancelar.signal,
      alAvanzar: (n) => n === 1 && cancelar.abort(),
    });
    await expect(archivo.arrayBuffer()).rejects.toThrow();
  });
});
