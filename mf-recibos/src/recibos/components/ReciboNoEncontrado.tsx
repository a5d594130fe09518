import { ErrorCard, ErrorDeCarga, PageHeader } from 'shared-firebase';
import { Link } from 'shared-firebase/router';

/**
 * A receipt id that does not exist, on the detail and edit pages: its own page, whose heading
 * names the tab (the shell titles each tab by the page's h1).
 */
export function ReciboNoEncontrado() {
  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Recibo no encontrado" />
      <ErrorCard titulo="Este recibo no existe" accion={<Link to="/recibos">Volver a los recibos</Link>}>
        <p>Puede que se haya eliminado, o que el enlace que has seguido no sea correcto.</p>
      </ErrorCard>
    </section>
  );
}

/** A receipt that could not be read (no connection, a server error): it may well exist, so try again. */
export function ReciboNoCargado({ onReintentar }: { onReintentar: () => void }) {
  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="No se pudo cargar el recibo" />
      <ErrorDeCarga titulo="Ha fallado la conexión" onReintentar={onReintentar} />
    </section>
  );
}
