import { type ReactNode, useId } from 'react';

type ErrorCardProps = { titulo: string; accion?: ReactNode; children: ReactNode };

/** A card announcing a failure in its own area of the page (several can show at once). */
export function ErrorCard({ titulo, accion, children }: ErrorCardProps) {
  const tituloId = useId();
  return (
    <section className="ui-card ui-card--error" role="alert" aria-labelledby={tituloId}>
      <h2 id={tituloId} className="ui-card__title">
        {titulo}
      </h2>
      <div className="ui-card__body">{children}</div>
      {accion ? <div className="ui-card__actions">{accion}</div> : null}
    </section>
  );
}
