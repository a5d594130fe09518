import { Boton } from './Boton';
import { ErrorCard } from './ErrorCard';

/** Data that could not be loaded: what, and "Reintentar". */
export function ErrorDeCarga({ titulo, onReintentar }: { titulo: string; onReintentar: () => void }) {
  return (
    <ErrorCard titulo={titulo} accion={<Boton onClick={onReintentar}>Reintentar</Boton>}>
      <p>Comprueba tu conexión e inténtalo de nuevo.</p>
    </ErrorCard>
  );
}
