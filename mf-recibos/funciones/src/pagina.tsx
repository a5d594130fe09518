// The payer's page as one HTML document, rendered on the server with the SPA's own ReciboDocumento
// (one source for the receipt's look) and the SPA's styles inlined: it shows and prints with no
// JavaScript. React escapes every text and attribute, user-written fields and meta tags alike.
import { FileDown, Printer } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Boton, claseDeBoton, Marca } from 'shared-firebase';
import { ReciboDocumento } from '../../src/recibos/components/ReciboDocumento';
import { ReciboNoDisponible } from '../../src/recibos/components/ReciboNoDisponible';
import estilos from '../../src/recibos/documento.module.css';
import type { ReciboPublico } from '../../src/recibos/types';
import { vistaPrevia } from './vista-previa';

/**
 * The print button's few lines: the one script of the page (it needs none to be read), inline so
 * that a visit is one request and one run of the function; the CSP allows it by its hash
 * (./cabeceras.json).
 */
export const SCRIPT_IMPRIMIR =
  "for(const b of document.querySelectorAll('[data-imprimir]')){b.dataset.listo='';b.addEventListener('click',()=>window.print())}";

interface DocumentoProps {
  titulo: string;
  css: string;
  /** The preview tags (og:* as `property`, the description and card type as `name`). */
  vista?: { descripcion: string; og: Array<[string, string]> };
  children: React.ReactNode;
}

/** The page's HTML document: no index, no referrer, our own CSS inlined. */
export function Documento({ titulo, css, vista, children }: DocumentoProps) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{titulo}</title>
        {vista ? (
          <>
            <meta name="description" content={vista.descripcion} />
            {vista.og.map(([propiedad, valor]) => (
              <meta key={propiedad} property={propiedad} content={valor} />
            ))}
            <meta name="twitter:card" content="summary" />
          </>
        ) : null}
        {/* Our own build's CSS (base.css and documento.module.css, minified), never user data. */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The receipt, with its preview tags, "Descargar PDF" (a link: no script) and "Imprimir". */
export function paginaDelRecibo(recibo: ReciboPublico, token: string, css: string, origen = ''): string {
  const { titulo, descripcion } = vistaPrevia(recibo);
  const og: Array<[string, string]> = [
    ['og:title', titulo],
    ['og:description', descripcion],
    ['og:type', 'website'],
    ['og:site_name', 'Recibos'],
    ['og:locale', 'es_ES'],
  ];
  return documento(
    <Documento titulo={titulo} css={css} vista={{ descripcion, og }}>
      <main className={estilos.recPublico} data-remote="mf_recibos">
        <div className={`${estilos.recPublicoAcciones} no-print`}>
          <Marca />
          <span className={estilos.recPublicoBotones}>
            <a className={claseDeBoton()} href={`/recibos/view/${token}/pdf`} download={`${recibo.numero}.pdf`}>
              <FileDown aria-hidden="true" />
              Descargar PDF
            </a>
            {/* Shown by the script (its place kept meanwhile, documento.module.css): without JavaScript the
                browser's own print still works. */}
            <Boton type="button" variante="secundario" data-imprimir>
              <Printer aria-hidden="true" />
              Imprimir
            </Boton>
          </span>
        </div>
        <ReciboDocumento recibo={recibo} origen={origen} />
      </main>
      {/* Our constant script, allowed by its hash in the CSP. */}
      <script dangerouslySetInnerHTML={{ __html: SCRIPT_IMPRIMIR }} />
    </Documento>,
  );
}

const noDisponibles = new Map<string, string>();

/**
 * Unknown, malformed, revoked, expired or stale: one document, byte for byte, that names no token
 * and no receipt, so a kept token cannot be told from one that never existed. Rendered once per
 * instance (it never changes; probes ask for it most).
 */
export function paginaNoDisponible(css: string): string {
  let pagina = noDisponibles.get(css);
  if (pagina === undefined) {
    pagina = documento(
      <Documento titulo="Este recibo no está disponible · Recibos" css={css}>
        <ReciboNoDisponible />
      </Documento>,
    );
    noDisponibles.set(css, pagina);
  }
  return pagina;
}

/** A failed read of Firestore: nothing is known about the token, so it says to try again. */
export function paginaSinConexion(css: string): string {
  return documento(
    <Documento titulo="No se pudo cargar el recibo · Recibos" css={css}>
      <main className={estilos.recPublico} data-remote="mf_recibos">
        <section className="ui-card" role="alert">
          <h1>No se pudo cargar el recibo</h1>
          <p>Inténtalo de nuevo en unos minutos.</p>
        </section>
      </main>
    </Documento>,
  );
}

/** A page as the HTML document sent. */
export function documento(pagina: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(pagina)}`;
}
