import type { ReactNode } from 'react';
import { type Titulo, tituloDe } from './nombres-anteriores';

/** The title block every page starts with (`title`: the name deployed remotes still pass). */
export function PageHeader(props: Titulo & { children?: ReactNode }) {
  return (
    <header className="ui-page-header">
      <h1>{tituloDe(props)}</h1>
      {props.children ? <div className="ui-page-header__actions">{props.children}</div> : null}
    </header>
  );
}
