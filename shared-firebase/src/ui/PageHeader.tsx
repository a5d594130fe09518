import type { ReactNode } from 'react';

/** The title block every page starts with. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="ui-page-header">
      <h1>{title}</h1>
      {children ? <div className="ui-page-header__actions">{children}</div> : null}
    </header>
  );
}
