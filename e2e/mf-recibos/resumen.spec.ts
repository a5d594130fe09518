// The year's paperwork: a landlord with three properties and 36 rent receipts of 2026 sees each
// property's total in «Resumen del año», on a phone and on a desktop, and downloads a tenant's
// certificate, read back as a reader reads it; on the desktop, downloads the year's archive and
// sends every tenant theirs at once.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { contador, persona, recibo, sembrar } from '../../bench/semilla.mjs';
import { PERFIL_VACIO } from '../../mf-recibos/src/emisor/types';
import { periodoDelMes } from '../../mf-recibos/src/recibos/periodo';
import { adjunto, correosA } from '../../tooling/buzon';
import { crearUsuario, documentos, entrar } from '../fixtures';
import { expect, test } from '../test';

test.describe.configure({ mode: 'parallel' });

const INMUEBLES = [
  {
    direccion: 'Calle Mayor 1, 2º A\n28013 Madrid',
    renta: 700,
    inquilino: 'Lucía Inquilina',
    nif: '12345678Z',
    archivo: 'certificado-2026-lucia-inquilina.pdf',
  },
  {
    direccion: 'Av. del Puerto 8\n46011 Valencia',
    renta: 550,
    inquilino: 'Marco Arrendatario',
    nif: 'X1234567L',
    archivo: 'certificado-2026-marco-arrendatario.pdf',
  },
  {
    direccion: 'Rúa Nova 3\n15705 Santiago',
    renta: 1250,
    inquilino: 'Nerea Vecina',
    nif: '87654321X',
    archivo: 'certificado-2026-nerea-vecina.pdf',
  },
];
const str = (v: string) => ({ stringValue: v });

/** A landlord's account: the issuer's details and a rent receipt per property and month of 2026. */
async function casero() {
  const usuario = await crearUsuario('resumen', { verificado: true });
  // Each tenant's address is this test's own: the inbox is shared with the other tests.
  const correos = INMUEBLES.map((_, i) => `inquilino${i + 1}-${usuario.uid}@ejemplo.es`.toLowerCase());
  await sembrar([
    [
      `users/${usuario.uid}/perfil/emisor`,
      Object.fromEntries(
        Object.entries({
          ...PERFIL_VACIO,
          nombre: 'Ana Propietaria',
          documento: '50000000B',
          direccion: 'Calle Luna 2',
          codigoPostal: '28004',
          ciudad: 'Madrid',
        }).map(([k, v]) => [k, str(v)]),
      ),
    ],
    ...INMUEBLES.flatMap((inmueble, i) =>
      Array.from({ length: 12 }, (_, m): [string, Record<string, unknown>] => {
        const n = i * 12 + m + 1;
        const mes = `2026-${String(m + 1).padStart(2, '0')}`;
        const { desde, hasta } = periodoDelMes(mes) as { desde: string; hasta: string };
        const centimos = { integerValue: String(inmueble.renta * 100) };
        return [
          `users/${usuario.uid}/recibos/r${n}`,
          {
            ...recibo(n),
            fecha: str(`${mes}-01`),
            concepto: str('Alquiler'),
            pagador: persona(inmueble.inquilino, { documento: inmueble.nif, email: correos[i] as string }),
            lineas: {
              arrayValue: {
                values: [
                  {
                    mapValue: {
                      fields: { descripcion: str('Renta'), cantidad: { integerValue: '1' }, precioUnitario: centimos },
                    },
                  },
                ],
              },
            },
            total: centimos,
            alquiler: {
              mapValue: { fields: { inmueble: str(inmueble.direccion), desde: str(desde), hasta: str(hasta) } },
            },
          },
        ];
      }),
    ),
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(36)],
  ]);
  return { ...usuario, correos };
}

for (const ancho of [390, 1280]) {
  test(`${ancho} px: a landlord's year by property; ${ancho < 500 ? "a tenant's certificate of the 12 payments" : "the year's archive, and every certificate by e-mail"}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: ancho < 500 ? 780 : 900 });
    const usuario = await casero();
    await entrar(page, usuario, '/recibos');
    await page.getByRole('link', { name: 'Resumen del año' }).click();
    await expect(page).toHaveURL(/\/recibos\/resumen\/\d{4}$/);
    await page.goto('/recibos/resumen/2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen de 2026' })).toBeVisible();
    await expect(page.getByTestId('totales-del-anio')).toContainText('30.000,00 €');
    await expect(page.getByTestId('totales-del-anio')).toContainText('36 recibos');

    const porInmueble = page.getByRole('table', { name: 'Alquileres de 2026 por inmueble' });
    for (const [direccion, total] of [
      ['Calle Mayor 1, 2º A, 28013 Madrid', '8400,00 €'],
      ['Av. del Puerto 8, 46011 Valencia', '6600,00 €'],
      ['Rúa Nova 3, 15705 Santiago', '15.000,00 €'],
    ] as const) {
      const fila = porInmueble.getByRole('row', { name: new RegExp(direccion) });
      await expect(fila).toContainText('12');
      await expect(fila).toContainText(total);
    }
    // The months: a chart that says what it shows, and the table that holds the figures.
    await expect(page.getByRole('img', { name: /Importe emitido en EUR por mes.*2500,00 €/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Por meses de 2026' }).getByRole('row', { name: /marzo/ }),
    ).toContainText('2500,00 €');

    if (ancho < 500) {
      const descarga = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar certificado de Lucía Inquilina' }).click();
      const archivo = await descarga;
      expect(archivo.suggestedFilename()).toBe('certificado-2026-lucia-inquilina.pdf');
      const bytes = new Uint8Array(await readFile((await archivo.path()) as string));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      const pdf = text.replace(/\s+/g, ' ');
      for (const parte of [
        'Certificado de los pagos recibidos en 2026',
        'Ana Propietaria, con NIF 50000000B, certifica que ha recibido de Lucía Inquilina, con NIF 12345678Z',
        'Alquiler (enero de 2026)',
        'Alquiler (diciembre de 2026)',
        'Total: 8400,00 €',
        'Son: ocho mil cuatrocientos euros',
        'Y para que conste, lo firma en Madrid',
      ])
        expect(pdf).toContain(parte);
      expect(pdf.match(/R-2026-00\d\d/g)).toHaveLength(12);
      // Its receipts left the app with it; the other tenants' did not.
      const salidas = Object.fromEntries(
        (await documentos(`users/${usuario.uid}/recibos`)).map((d) => [
          d.id,
          d.fields.salida?.mapValue?.fields?.via?.stringValue,
        ]),
      );
      expect([salidas.r1, salidas.r12, salidas.r13]).toEqual(['pdf', 'pdf', undefined]);
      // Its QR's code: anyone holding the paper checks it.
      const codigo = /Verifica este certificado en \S+ con el código ([0-9A-Z-]+)/.exec(pdf)?.[1] ?? '';
      const verificar = await page.context().newPage();
      await verificar.goto(`/verificar/${codigo.replaceAll('-', '')}`);
      await expect(verificar.getByRole('heading', { level: 1 })).toContainText('Certificado emitido el');
      await expect(verificar.getByTestId('verificacion')).toContainText('8400,00 €');
      await expect(verificar.getByTestId('verificacion')).toContainText('Lucía …');
      await verificar.close();
    } else {
      // The year's archive: every receipt's PDF by number, the CSV and the summary; each receipt
      // in it is out of the app from then on.
      const descarga = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar el archivo de 2026' }).click();
      const archivo = await descarga;
      expect(archivo.suggestedFilename()).toBe('archivo-2026.zip');
      const zip = unzipSync(new Uint8Array(await readFile((await archivo.path()) as string)));
      const nombres = Object.keys(zip);
      expect(nombres.filter((n) => /^recibos\/R-2026-00\d\d\.pdf$/.test(n))).toHaveLength(36);
      expect(nombres.filter((n) => !n.startsWith('recibos/')).sort()).toEqual(['recibos-2026.csv', 'resumen-2026.pdf']);
      expect(new TextDecoder().decode(zip['recibos-2026.csv']).split('\r\n')).toHaveLength(37);
      await expect(page.getByTestId('estado-del-archivo')).toHaveText('Archivo descargado: 36 recibos.');
      const [r1] = await documentos(`users/${usuario.uid}/recibos`);
      expect(r1?.fields.salida?.mapValue?.fields?.via?.stringValue).toBe('pdf');

      // All at once: each tenant gets theirs, with its PDF, and the page says how it went.
      await page.getByRole('button', { name: 'Enviar los certificados de 2026' }).click();
      await expect(page.getByTestId('informe-certificados')).toHaveText('3 de 3 certificados enviados por correo.');
      for (const [i, inmueble] of INMUEBLES.entries()) {
        const para = usuario.correos[i] as string;
        await expect.poll(async () => (await correosA(para)).length).toBe(1);
        const [recibido] = await correosA(para);
        expect(recibido?.subject).toBe('Certificado de los pagos de 2026 de Ana Propietaria');
        const bytes = await adjunto(recibido as NonNullable<typeof recibido>, inmueble.archivo);
        const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
        expect(text.replace(/\s+/g, ' ')).toContain(`de ${inmueble.inquilino}, con NIF ${inmueble.nif}`);
      }
    }
  });
}
