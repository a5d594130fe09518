import { type ReactNode, useId } from 'react';

interface ErrorCardProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A card announcing a failure in its own area of the page (several can show at once). */
export function ErrorCard({ title, children, action }: ErrorCardProps) {
  const titleId = useId();
  return (
    <section className="ui-card ui-card--error" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="ui-card__title">
        {title}
      </h2>
      <div className="ui-card__body">{children}</div>
      {action ? <div className="ui-card__actions">{action}</div> : null}
    </section>
  );
}
