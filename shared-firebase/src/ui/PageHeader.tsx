import type { ReactNode } from 'react';

/** The title block every page starts with. */
export function PageHeader({ titulo, children }: { titulo: string; children?: ReactNode }) {
  return (
    <header className="ui-page-header">
      <h1>{titulo}</h1>
      {children ? <div className="ui-page-header__actions">{children}</div> : null}
    </header>
  );
}
