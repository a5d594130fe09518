// /verificar and /verificar/<código>: whoever holds a receipt on paper checks it here, with no
// account and no JavaScript (docs/decisiones/032). Plain data like ./responder.ts: the function in
// ./index.ts sends it, the tests call it with no server. The answer names no more than the code
// proves: a code that cannot be one is told without reading anything, any other is one read of
// its document by id.
import {
  esDeCertificado,
  formatearCodigo,
  leerCodigo,
  rutaDeVerificar,
  type Verificacion,
  type VerificacionDeCertificado,
} from 'dominio-recibos';
import { Boton, Marca } from 'shared-firebase';
import { formatearImporte } from '../../src/recibos/dinero';
import estilos from '../../src/recibos/documento.module.css';
import { etiquetaDelDocumento, formatearFecha } from '../../src/recibos/formato';
import { importeEnLetras } from '../../src/recibos/letras';
import { Documento, documento } from './pagina';
import { CABECERAS_PAGINA, type Respuesta } from './responder';

export const MENSAJE_CODIGO_NO_VALIDO = 'El código no es válido: revisa que esté bien copiado';
export const MENSAJE_SIN_RECIBO = 'No hay ningún recibo con este código';
export const MENSAJE_SIN_CODIGO = 'Escribe el código del recibo: está bajo su código QR.';

const HTML = { ...CABECERAS_PAGINA, 'Content-Type': 'text/html; charset=utf-8' };
const RUTA = /^\/verificar(?:\/([^/]*))?\/?$/;

/** A verification as read from Firestore's REST API (its time as ISO text): a receipt's or a certificate's. */
export type VerificacionLeida = Verificacion<string> | VerificacionDeCertificado<string>;

/**
 * @param leer the verification of a code, or null when there is none; it throws when Firestore
 *   could not be read.
 */
export async function responderVerificacion(
  metodo: string,
  ruta: string,
  consulta: Record<string, unknown>,
  leer: (codigo: string) => Promise<VerificacionLeida | null>,
  css: string,
): Promise<Respuesta> {
  if (metodo !== 'GET' && metodo !== 'HEAD')
    return { estado: 405, cabeceras: { ...CABECERAS_PAGINA, Allow: 'GET, HEAD' }, cuerpo: '' };
  const partes = RUTA.exec(ruta);
  if (!partes) return { estado: 404, cabeceras: HTML, cuerpo: pagina(css, { error: MENSAJE_SIN_RECIBO }) };
  // The form's field (the first, if the address repeats it), or the code in the address.
  const delFormulario = Array.isArray(consulta.codigo) ? consulta.codigo[0] : consulta.codigo;
  const escrito = partes[1] ? decodificar(partes[1]) : typeof delFormulario === 'string' ? delFormulario : null;
  // The form, empty.
  if (escrito === null) return { estado: 200, cabeceras: HTML, cuerpo: pagina(css, {}) };
  // Sent with nothing typed: asked for, not taken for a wrong code.
  if (escrito.trim() === '')
    return { estado: 200, cabeceras: HTML, cuerpo: pagina(css, { error: MENSAJE_SIN_CODIGO }) };
  const codigo = leerCodigo(escrito);
  if (!codigo)
    return { estado: 404, cabeceras: HTML, cuerpo: pagina(css, { error: MENSAJE_CODIGO_NO_VALIDO, escrito }) };
  // The form's answer, or a code typed or pasted in any form: its one address.
  if (!partes[1] || partes[1] !== codigo)
    return { estado: 303, cabeceras: { ...CABECERAS_PAGINA, Location: rutaDeVerificar(codigo) }, cuerpo: '' };
  let verificacion: VerificacionLeida | null;
  try {
    verificacion = await leer(codigo);
  } catch (error) {
    console.error('No se pudo leer la verificación', error);
    return {
      estado: 503,
      cabeceras: { ...HTML, 'Retry-After': '60' },
      cuerpo: pagina(css, { error: 'No se pudo comprobar el recibo ahora. Inténtalo de nuevo en unos minutos.' }),
    };
  }
  if (!verificacion)
    return {
      estado: 404,
      cabeceras: HTML,
      cuerpo: pagina(css, { error: MENSAJE_SIN_RECIBO, escrito: formatearCodigo(codigo) }),
    };
  return { estado: 200, cabeceras: HTML, cuerpo: pagina(css, { verificacion, codigo }) };
}

function decodificar(parte: string): string | null {
  try {
    return decodeURIComponent(parte);
  } catch {
    return parte;
  }
}

/** A stored time as its day in Spain (YYYY-MM-DD), as the receipts' dates are written. */
const diaEnEspana = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(iso));

/** When this answer was given, in Spain: on a printed answer, the date of the check. */
const ahoraEnEspana = (ahora: Date) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(ahora);

interface Contenido {
  verificacion?: VerificacionLeida;
  codigo?: string;
  error?: string;
  /** What was typed, given back in the field. */
  escrito?: string;
}

function pagina(css: string, { verificacion, codigo, error, escrito }: Contenido): string {
  const titulo = verificacion
    ? esDeCertificado(verificacion)
      ? `Certificado de los pagos de ${verificacion.anio}: emitido`
      : `Recibo ${verificacion.numero}: ${estadoEnTexto(verificacion)}`
    : error
      ? `Error: ${error}`
      : 'Verificar un recibo';
  return documento(
    <Documento titulo={`${titulo} · Recibos`} css={css}>
      <main className={estilos.recPublico} data-remote="mf_recibos">
        <p className={estilos.recPublicoMarca}>
          <Marca />
        </p>
        {verificacion && codigo ? (
          esDeCertificado(verificacion) ? (
            <ResultadoDelCertificado v={verificacion} codigo={codigo} />
          ) : (
            <Resultado v={verificacion} codigo={codigo} />
          )
        ) : null}
        <Formulario error={error} escrito={escrito} otro={Boolean(verificacion)} />
      </main>
    </Documento>,
  );
}

function estadoEnTexto(v: Verificacion<string>): string {
  if (v.estado === 'emitido') return 'válido';
  return v.sustituidoPor ? `sustituido por ${v.sustituidoPor.numero}` : 'anulado';
}

/** The state, as big as the page's heading, in its colour and with a border of it. */
const TONO = { valido: 'ok', anulado: 'peligro', sustituido: 'aviso' } as const;

function Resultado({ v, codigo }: { v: Verificacion<string>; codigo: string }) {
  const fecha = formatearFecha(diaEnEspana(v.actualizadoEn));
  const estado = v.estado === 'emitido' ? 'valido' : v.sustituidoPor ? 'sustituido' : 'anulado';
  return (
    <section
      className={`ui-card ${estilos.recVerificacionResultado}`}
      data-tono={TONO[estado]}
      aria-labelledby="verificacion-estado"
      data-testid="verificacion"
    >
      <p className="ui-hint">
        Código <span className={estilos.recVerificacionCodigo}>{formatearCodigo(codigo)}</span>
      </p>
      {v.estado === 'emitido' ? (
        <>
          <h1 id="verificacion-estado" className={estilos.recVerificacionEstado}>
            Válido
          </h1>
          <p>Este recibo existe y no está anulado.</p>
        </>
      ) : v.sustituidoPor ? (
        <>
          <h1 id="verificacion-estado" className={estilos.recVerificacionEstado}>
            Sustituido por {v.sustituidoPor.numero} el {fecha}
          </h1>
          <p>
            <strong>Este recibo está anulado: ya no vale como justificante.</strong> Se corrigió con otro recibo:{' '}
            <a href={rutaDeVerificar(v.sustituidoPor.codigo)}>verifica el recibo {v.sustituidoPor.numero}</a> (código{' '}
            <span className={estilos.recVerificacionCodigo}>{formatearCodigo(v.sustituidoPor.codigo)}</span>).
          </p>
        </>
      ) : (
        <>
          <h1 id="verificacion-estado" className={estilos.recVerificacionEstado}>
            Anulado el {fecha}
          </h1>
          <p>
            <strong>Este recibo ya no vale como justificante.</strong>
          </p>
          {v.motivoAnulacion ? (
            <p>
              Motivo: <bdi>{v.motivoAnulacion}</bdi>
            </p>
          ) : null}
        </>
      )}
      <p>Compara estos datos con el papel: si alguno no coincide, el papel no es este recibo.</p>
      <dl className={estilos.recVerificacion}>
        <dt>Número</dt>
        <dd>{v.numero}</dd>
        <dt>Fecha</dt>
        <dd>{formatearFecha(v.fecha)}</dd>
        <dt>Emisor</dt>
        <dd>
          <bdi>{v.emisor.nombre}</bdi>
          {v.emisor.documento ? (
            <>
              {` · ${etiquetaDelDocumento(v.moneda)} `}
              <bdi>{v.emisor.documento}</bdi>
            </>
          ) : null}
        </dd>
        <dt>Pagador</dt>
        <Pagador pagador={v.pagador} />
        <dt>Concepto</dt>
        <dd>
          <bdi>{v.concepto}</bdi>
        </dd>
        <dt>Importe</dt>
        <dd>
          {formatearImporte(v.total, v.moneda)} ({importeEnLetras(v.total, v.moneda)})
        </dd>
      </dl>
      <p className="ui-hint">
        Del pagador solo se muestra una parte, para proteger sus datos. El estado es el de ahora: si el emisor anula o
        corrige el recibo, esta página lo dirá. Comprobado el {ahoraEnEspana(new Date())}.
      </p>
    </section>
  );
}

/**
 * A certificate of a year's payments: who issued it and when, the payer in part, and what it
 * adds up to, to compare with the paper (docs/decisiones/033). It has no state of its own: each
 * receipt it lists is verified by its own code.
 */
function ResultadoDelCertificado({ v, codigo }: { v: VerificacionDeCertificado<string>; codigo: string }) {
  const totales = Object.entries(v.totales);
  return (
    <section
      className={`ui-card ${estilos.recVerificacionResultado}`}
      data-tono="ok"
      aria-labelledby="verificacion-estado"
      data-testid="verificacion"
    >
      <p className="ui-hint">
        Código <span className={estilos.recVerificacionCodigo}>{formatearCodigo(codigo)}</span>
      </p>
      <h1 id="verificacion-estado" className={estilos.recVerificacionEstado}>
        Certificado emitido el {formatearFecha(diaEnEspana(v.emitidoEn))}
      </h1>
      <p>
        Este certificado de los pagos de {v.anio} se hizo en la app. Compara estos datos con el papel: si alguno no
        coincide, el papel no es este certificado.
      </p>
      <dl className={estilos.recVerificacion}>
        <dt>Emisor</dt>
        <dd>
          <bdi>{v.emisor.nombre}</bdi> · <bdi>{v.emisor.documento}</bdi>
        </dd>
        <dt>Pagador</dt>
        <Pagador pagador={v.pagador} />
        <dt>Año</dt>
        <dd>{v.anio}</dd>
        <dt>Recibos</dt>
        <dd>{v.recibos}</dd>
        <dt>{totales.length === 1 ? 'Total' : 'Totales'}</dt>
        {totales.map(([moneda, centimos]) => (
          <dd key={moneda}>
            {formatearImporte(centimos, moneda)} ({importeEnLetras(centimos, moneda)})
          </dd>
        ))}
      </dl>
      <p className="ui-hint">
        Del pagador solo se muestra una parte, para proteger sus datos. Cada recibo del certificado se verifica con su
        propio código, que está en el recibo. Comprobado el {ahoraEnEspana(new Date())}.
      </p>
    </section>
  );
}

/** The payer as the page shows it: in part (dominio-recibos, pagadorVisible). */
function Pagador({ pagador }: { pagador: { nombre: string; documento?: string } }) {
  return (
    <dd>
      <bdi>{pagador.nombre}</bdi>
      {pagador.documento ? (
        <>
          {' · '}
          <bdi>{pagador.documento}</bdi>
        </>
      ) : null}
    </dd>
  );
}

function Formulario({ error, escrito, otro }: { error?: string; escrito?: string; otro: boolean }) {
  return (
    <section className="ui-card no-print" aria-labelledby="verificar-titulo">
      {otro ? (
        <h2 id="verificar-titulo" className={estilos.recVerificacionOtro}>
          Verificar otro recibo
        </h2>
      ) : (
        <h1 id="verificar-titulo">Verificar un recibo</h1>
      )}
      <p>Escribe el código que aparece bajo el código QR del recibo, en papel o en PDF.</p>
      {/* GET to its own address: the answer is a page with its own URL, no script needed. */}
      <form className="ui-form" method="get" action="/verificar" noValidate>
        <div className="ui-field">
          <label htmlFor="codigo">Código de verificación</label>
          <input
            id="codigo"
            name="codigo"
            type="text"
            className={estilos.recVerificacionCampo}
            defaultValue={escrito ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'codigo-error codigo-ayuda' : 'codigo-ayuda'}
          />
          <p id="codigo-ayuda" className="ui-hint">
            Tiene 21 caracteres. Da igual en mayúsculas o minúsculas, con guiones o con espacios.
          </p>
          {error ? (
            <p id="codigo-error" className="ui-alert" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <Boton type="submit">Verificar</Boton>
      </form>
    </section>
  );
}
