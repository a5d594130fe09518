import type { ReactNode } from 'react';

interface ErrorCardProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A card announcing a failure in its own area of the page. */
export function ErrorCard({ title, children, action }: ErrorCardProps) {
  return (
    <section className="ui-card ui-card--error" role="alert" aria-labelledby="error-card-title">
      <h2 id="error-card-title" className="ui-card__title">
        {title}
      </h2>
      <div className="ui-card__body">{children}</div>
      {action ? <div className="ui-card__actions">{action}</div> : null}
    </section>
  );
}
