import estilos from '../documento.module.css';
import { caminoDelQr, fraseDeVerificacion, MARGEN_DEL_QR, qrDe, urlDeVerificacion } from '../qr';

/**
 * A receipt's QR and code (docs/decisiones/032): anyone holding the paper opens its verification
 * page, or types the code there. Black on white, crisp at any size: it prints cleanly.
 */
export function VerificacionDelRecibo({ codigo, origen }: { codigo: string; origen: string }) {
  const qr = qrDe(urlDeVerificacion(origen, codigo));
  const lado = qr.tamano + 2 * MARGEN_DEL_QR;
  return (
    <figure className={estilos.recDocVerificacion} data-testid="recibo-verificacion">
      <svg
        viewBox={`0 0 ${lado} ${lado}`}
        role="img"
        aria-label="Código QR de la verificación del recibo"
        shapeRendering="crispEdges"
      >
        <rect width={lado} height={lado} fill="#fff" />
        <path d={caminoDelQr(qr)} fill="#000" />
      </svg>
      <figcaption>{fraseDeVerificacion(origen, codigo)}</figcaption>
    </figure>
  );
}
