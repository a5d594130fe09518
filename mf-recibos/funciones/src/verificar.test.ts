// @vitest-environment jsdom
import { codigoNuevo, formatearCodigo, leerCodigo, verificacionDe, verificacionDelCertificado } from 'dominio-recibos';
import { describe, expect, it, vi } from 'vitest';
import {
  MENSAJE_CODIGO_NO_VALIDO,
  MENSAJE_SIN_CODIGO,
  MENSAJE_SIN_RECIBO,
  responderVerificacion,
  type VerificacionLeida,
} from './verificar';

const leerHtml = (cuerpo: string | Uint8Array) => new DOMParser().parseFromString(String(cuerpo), 'text/html');
const texto = (cuerpo: string | Uint8Array) => (leerHtml(cuerpo).body.textContent ?? '').replace(/\s+/g, ' ');

const CODIGO = codigoNuevo();
const valido = verificacionDe(
  'r7',
  {
    numero: 7,
    fecha: '2026-10-07',
    emisor: { nombre: 'Academia Sol S.L.', documento: 'B12345678' },
    pagador: { nombre: 'Beto Núñez Ruiz', documento: '87654321X' },
    concepto: 'Clases de octubre',
    total: 12000,
    moneda: 'EUR',
    estado: 'emitido',
  },
  '2026-10-07T08:00:00Z',
) as VerificacionLeida;
const responder = (ruta: string, v: VerificacionLeida | null = valido, consulta = {}) => {
  const leer = vi.fn(async () => v);
  return { leer, respuesta: responderVerificacion('GET', ruta, consulta, leer, '') };
};

describe('/verificar', () => {
  it('is a form to type the code, not indexed, that works with no script', async () => {
    const { respuesta, leer } = responder('/verificar');
    const r = await respuesta;
    expect(r.estado).toBe(200);
    const doc = leerHtml(r.cuerpo);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.querySelector('form')?.getAttribute('method')).toBe('get');
    expect(doc.querySelector('form')?.getAttribute('action')).toBe('/verificar');
    expect(doc.querySelector('label[for="codigo"]')?.textContent).toBe('Código de verificación');
    expect(doc.querySelector('script')).toBeNull();
    expect(r.cabeceras['Content-Security-Policy']).toContain("form-action 'self'");
    expect(leer).not.toHaveBeenCalled();
  });

  it('takes the code typed in lower case, with spaces or hyphens, to its one address', async () => {
    const escrito = formatearCodigo(CODIGO).toLowerCase().replaceAll('-', ' - ');
    const r = await responder('/verificar', valido, { codigo: escrito }).respuesta;
    expect(r.estado).toBe(303);
    expect(r.cabeceras.Location).toBe(`/verificar/${CODIGO}`);
    const desdeElPapel = await responder(`/verificar/${encodeURIComponent(formatearCodigo(CODIGO))}`).respuesta;
    expect(desdeElPapel.cabeceras.Location).toBe(`/verificar/${CODIGO}`);
  });

  it('a mistyped code is told apart, with nothing read; a well-formed unknown one after one read', async () => {
    const otro = CODIGO[0] === 'A' ? 'B' : 'A';
    const cambiado = otro + CODIGO.slice(1);
    expect(leerCodigo(cambiado)).toBeNull();
    for (const ruta of [`/verificar/${cambiado}`, '/verificar/hola', '/verificar/<script>']) {
      const { respuesta, leer } = responder(ruta);
      const r = await respuesta;
      expect(r.estado).toBe(404);
      expect(texto(r.cuerpo)).toContain(MENSAJE_CODIGO_NO_VALIDO);
      const doc = leerHtml(r.cuerpo);
      expect(doc.querySelector('#codigo')?.getAttribute('aria-invalid')).toBe('true');
      // Said first in the tab's title too, which a screen reader reads as the page loads.
      expect(doc.title).toBe(`Error: ${MENSAJE_CODIGO_NO_VALIDO} · Recibos`);
      expect(leer).not.toHaveBeenCalled();
    }
    // Sent empty: asked for, not called wrong.
    const vacio = await responder('/verificar', valido, { codigo: '  ' }).respuesta;
    expect(texto(vacio.cuerpo)).toContain(MENSAJE_SIN_CODIGO);
    const { respuesta, leer } = responder(`/verificar/${CODIGO}`, null);
    const r = await respuesta;
    expect(r.estado).toBe(404);
    expect(texto(r.cuerpo)).toContain(MENSAJE_SIN_RECIBO);
    expect(leer).toHaveBeenCalledWith(CODIGO);
  });

  it('a valid receipt: «Válido» and what the paper must say, the payer only in part', async () => {
    const r = await responder(`/verificar/${CODIGO}`).respuesta;
    expect(r.estado).toBe(200);
    const t = texto(r.cuerpo);
    expect(leerHtml(r.cuerpo).querySelector('h1')?.textContent).toBe('Válido');
    for (const parte of [
      'Válido',
      'R-2026-0007',
      '7 de octubre de 2026',
      'Academia Sol S.L.',
      'B12345678',
      'Beto …',
      '***5432**',
      'Clases de octubre',
      '120,00 €',
      'ciento veinte euros',
      formatearCodigo(CODIGO),
    ])
      expect(t).toContain(parte);
    expect(t).not.toContain('Núñez');
    expect(t).not.toContain('87654321X');
  });

  it('a void receipt: «Anulado» on its date, with the reason', async () => {
    const v = {
      ...valido,
      estado: 'anulado',
      motivoAnulacion: 'Cobrado dos veces',
      actualizadoEn: '2026-11-02T23:30:00Z',
    };
    const t = texto((await responder(`/verificar/${CODIGO}`, v as VerificacionLeida).respuesta).cuerpo);
    // 23:30 UTC is already the 3rd in Spain.
    expect(t).toContain('Anulado el 3 de noviembre de 2026');
    expect(t).toContain('Este recibo ya no vale como justificante.');
    expect(t).toContain('Motivo: Cobrado dos veces');
    expect(t).not.toContain('Válido');
  });

  it('a corrected receipt: «Sustituido por R-…», linking to the new one’s verification', async () => {
    const nuevo = codigoNuevo();
    const v = {
      ...valido,
      estado: 'anulado',
      sustituidoPor: { numero: 'R-2026-0009', codigo: nuevo },
      actualizadoEn: '2026-11-02T10:00:00Z',
    } as VerificacionLeida;
    const r = await responder(`/verificar/${CODIGO}`, v).respuesta;
    expect(texto(r.cuerpo)).toContain('Sustituido por R-2026-0009 el 2 de noviembre de 2026');
    expect(texto(r.cuerpo)).toContain('Este recibo está anulado: ya no vale como justificante.');
    // On paper the link is not followed: the new one's code is printed beside it.
    expect(texto(r.cuerpo)).toContain(formatearCodigo(nuevo));
    expect(leerHtml(r.cuerpo).querySelector(`a[href="/verificar/${nuevo}"]`)).not.toBeNull();
  });

  it('Firestore down: try again later (503), never an error page', async () => {
    const r = await responderVerificacion(
      'GET',
      `/verificar/${CODIGO}`,
      {},
      async () => {
        throw new Error('sin red');
      },
      '',
    );
    expect(r.estado).toBe(503);
    expect(texto(r.cuerpo)).toContain('Inténtalo de nuevo');
  });
});

describe('/verificar/<código> of a certificate', () => {
  it('says who issued it and when, the payer in part, the year, its receipts and each total in figures and words', async () => {
    const certificado = verificacionDelCertificado(
      {
        anio: 2026,
        emisor: { nombre: 'Ana Propietaria', documento: '50000000B' },
        pagador: { nombre: 'Lucía Inquilina', documento: '12345678Z', email: 'l@x.es' } as never,
        recibos: 12,
        totales: [
          { moneda: 'EUR', centimos: 840000 },
          { moneda: 'CLP', centimos: 1500000 },
        ],
      },
      '2027-01-15T09:00:00Z',
    ) as VerificacionLeida;
    const r = await responder(`/verificar/${CODIGO}`, certificado).respuesta;
    expect(r.estado).toBe(200);
    const doc = leerHtml(r.cuerpo);
    expect(doc.title).toBe('Certificado de los pagos de 2026: emitido · Recibos');
    expect(doc.querySelector('h1')?.textContent).toBe('Certificado emitido el 15 de enero de 2027');
    const escrito = texto(r.cuerpo);
    for (const parte of [
      'Ana Propietaria · 50000000B',
      'Lucía … · ***4567**',
      'Año2026',
      'Recibos12',
      '8400,00 € (ocho mil cuatrocientos euros)',
      '$15.000 (quince mil pesos chilenos)',
      'Cada recibo del certificado se verifica con su propio código',
    ])
      expect(escrito.replace(/\u00a0/g, ' ')).toContain(parte);
    expect(escrito).not.toContain('l@x.es');
    expect(escrito).not.toContain('Inquilina');
  });
});
