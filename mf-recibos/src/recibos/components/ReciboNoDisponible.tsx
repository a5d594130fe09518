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
        {/* The way on, the same for every case: it names nobody, so it tells a kept token from
            none. Whoever sent the link knows who they are. */}
        <h2 className={estilos.recPublicoComo}>Cómo conseguir el recibo</h2>
        <p>
          Pide un enlace nuevo a quien te envió este: desde su cuenta puede volver a compartir el recibo o enviártelo en
          PDF. Si lo copiaste de un mensaje, comprueba que esté completo.
        </p>
      </section>
    </main>
  );
}
