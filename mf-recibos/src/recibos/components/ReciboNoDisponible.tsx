import { Marca } from 'shared-firebase';
import estilos from '../documento.module.css';

/**
 * A link that does not work (unknown, revoked, expired): the same page whoever draws it, the SPA
 * (ReciboPublicoPage) or the server (mf-recibos/funciones), naming no token and no receipt.
 */
export function ReciboNoDisponible() {
  return (
    <main className={estilos.recPublico} data-remote="mf_recibos">
      <p className={estilos.recPublicoMarca}>
        <Marca />
      </p>
      <section className="ui-card">
        <h1>Este recibo no está disponible</h1>
        <p>El enlace no existe, ha caducado o su emisor ha dejado de compartirlo.</p>
      </section>
    </main>
  );
}
