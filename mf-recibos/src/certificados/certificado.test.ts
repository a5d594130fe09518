import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PERFIL_VACIO } from '../emisor/types';
import { periodoDelMes } from '../recibos/periodo';
import { reciboDePrueba } from '../recibos/recibo.fixture';
import type { Recibo } from '../recibos/types';
import { certificadosDelAnio, faltaParaCertificar, nombreDelCertificado } from './certificado';
import { certificadoEnPdf } from './pdf/certificadoEnPdf';

let n = 0;
const recibo = (cambios: Partial<Recibo>) => reciboDePrueba({ id: `r${++n}`, numero: n, ...cambios });
const inquilina = { nombre: 'Lucía Gómez', documento: '12345678Z' };
const renta = (mes: number) => {
  const m = String(mes).padStart(2, '0');
  return recibo({
    numero: mes,
    fecha: `2026-${m}-01`,
    total: 70000,
    concepto: 'Alquiler',
    pagador: inquilina,
    alquiler: { inmueble: 'Calle Mayor 1', ...(periodoDelMes(`2026-${m}`) as { desde: string; hasta: string }) },
  });
};

async function textoDe(pdf: Uint8Array) {
  const { text, totalPages } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return { texto: text.replace(/\s+/g, ' '), paginas: totalPages };
}

describe('the certificates of a year', () => {
  const recibos = [
    ...Array.from({ length: 12 }, (_, i) => renta(i + 1)),
    recibo({ fecha: '2026-05-05', total: 999, estado: 'anulado', pagador: inquilina }),
    recibo({ fecha: '2025-12-01', total: 70000, pagador: inquilina }),
    recibo({
      fecha: '2026-03-03',
      total: 1500000,
      moneda: 'CLP',
      pagador: { nombre: 'Pía', documento: '12.345.678-5' },
    }),
  ];

  it('one per payer, with their issued receipts of the year only, oldest first, totals per currency', () => {
    const certificados = certificadosDelAnio(2026, recibos);
    expect(certificados.map((c) => [c.pagador.nombre, c.recibos.length, c.totales])).toEqual([
      ['Lucía Gómez', 12, [{ moneda: 'EUR', centimos: 840000 }]],
      ['Pía', 1, [{ moneda: 'CLP', centimos: 1500000 }]],
    ]);
    expect(certificados[0]?.recibos.map((r) => r.fecha.slice(5, 7))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(nombreDelCertificado(certificados[0] as never)).toBe('certificado-2026-lucia-gomez.pdf');
  });

  it("needs the issuer's name, tax ID and city, and says which are missing", () => {
    expect(faltaParaCertificar(null)).toEqual(['el nombre', 'el NIF o documento fiscal', 'la ciudad']);
    expect(faltaParaCertificar({ ...PERFIL_VACIO, nombre: 'Ana', ciudad: 'Madrid' })).toEqual([
      'el NIF o documento fiscal',
    ]);
    expect(faltaParaCertificar({ ...PERFIL_VACIO, nombre: 'Ana', documento: 'B1', ciudad: 'Madrid' })).toEqual([]);
  });

  it('as a PDF: title, both parties, the 12 receipts with their periods, the total in figures and in words, place and date', async () => {
    const [certificado] = certificadosDelAnio(2026, recibos);
    const { texto, paginas } = await textoDe(
      await certificadoEnPdf({
        certificado: certificado as never,
        emisor: { nombre: 'Ana Ruiz', documento: '50000000B', direccion: 'Calle Luna 2\n28004 Madrid' },
        lugar: 'Madrid',
        fecha: '2027-01-15',
        verificacion: { origen: 'https://recibos.example', codigo: '7KQM2XABCDEFGHJKMNPQR' },
      }),
    );
    expect(paginas).toBe(1);
    expect(texto).toContain(
      'Verifica este certificado en recibos.example/verificar con el código 7KQ-M2X-ABC-DEF-GHJ-KMN-PQR',
    );
    for (const esperado of [
      'Certificado de los pagos recibidos en 2026',
      'Ana Ruiz',
      'NIF: 50000000B',
      'Calle Luna 2',
      'Lucía Gómez',
      'NIF: 12345678Z',
      'Ana Ruiz, con NIF 50000000B, certifica que ha recibido de Lucía Gómez, con NIF 12345678Z, durante el año 2026',
      'R-2026-0001',
      'R-2026-0012',
      'Alquiler (enero de 2026)',
      'Alquiler (diciembre de 2026)',
      'Total: 8400,00 €',
      'Son: ocho mil cuatrocientos euros',
      'Y para que conste, lo firma en Madrid, a 15 de enero de 2027.',
    ])
      expect(texto).toContain(esperado);
    expect(texto.match(/R-2026-00\d\d/g)).toHaveLength(12);
    expect(texto).not.toContain('9,99');
  });

  it('in Chilean pesos with a RUT, and continued on more pages when long', async () => {
    const [, chileno] = certificadosDelAnio(2026, recibos);
    const { texto } = await textoDe(
      await certificadoEnPdf({
        certificado: chileno as never,
        emisor: { nombre: 'Inmobiliaria Andes', documento: '76.086.428-5' },
        lugar: 'Santiago',
        fecha: '2027-01-15',
      }),
    );
    expect(texto).toContain('RUT: 12.345.678-5');
    expect(texto).toContain('Total: $15.000');
    expect(texto).toContain('Son: quince mil pesos');
    const largo = certificadosDelAnio(
      2026,
      Array.from({ length: 90 }, (_, i) =>
        recibo({ fecha: '2026-06-01', total: 100, pagador: inquilina, concepto: `Cuota ${i + 1}` }),
      ),
    );
    const { texto: todo, paginas } = await textoDe(
      await certificadoEnPdf({
        certificado: largo[0] as never,
        emisor: { nombre: 'Club' },
        lugar: 'Vigo',
        fecha: '2027-01-02',
      }),
    );
    expect(paginas).toBeGreaterThan(1);
    expect(todo).toContain('Cuota 90');
    expect(todo).toContain('Total: 90,00 €');
  });
});
