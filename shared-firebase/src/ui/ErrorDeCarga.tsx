import { ErrorCard } from './ErrorCard';

/** Data that could not be loaded: what, and "Reintentar". */
export function ErrorDeCarga({ titulo, onReintentar }: { titulo: string; onReintentar: () => void }) {
  return (
    <ErrorCard
      title={titulo}
      action={
        <button type="button" className="ui-button" onClick={onReintentar}>
          Reintentar
        </button>
      }
    >
      <p>Comprueba tu conexión e inténtalo de nuevo.</p>
    </ErrorCard>
  );
}
