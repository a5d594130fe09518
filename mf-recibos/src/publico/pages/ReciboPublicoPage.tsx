import { useParams } from 'react-router-dom';

/** Public receipt view (no sign-in, no layout). Placeholder until the mf-recibos issue lands. */
export default function ReciboPublicoPage() {
  const { token } = useParams();
  return (
    <main className="ui-card" data-remote="mf_recibos">
      <h1>Recibo</h1>
      <p>Este recibo no está disponible.</p>
      <p className="ui-muted">Referencia: {token?.slice(0, 6)}…</p>
    </main>
  );
}
