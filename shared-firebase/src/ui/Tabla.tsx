import type { ReactNode } from 'react';

// Tables whose display changes (cards on narrow screens, the receipt's lines on a phone) carry
// their table roles explicitly: some browsers stop exposing a table once its display changes.

export interface Columna {
  titulo: string;
  /** Numbers: right-aligned. */
  numerica?: boolean;
  /** A column named for assistive technology only (e.g. the actions). */
  oculta?: boolean;
}

/** The header row of a table, from its columns. */
export function Encabezado({ columnas }: { columnas: readonly Columna[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columnas.map((c) => (
          <th key={c.titulo} role="columnheader" scope="col" className={c.numerica ? 'ui-tabla__num' : undefined}>
            {c.oculta ? <span className="visually-hidden">{c.titulo}</span> : c.titulo}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface CeldaProps {
  /** The column's name, shown before the value when the row is a card (base.css). */
  titulo?: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

export function Celda({ titulo, className, children, ...resto }: CeldaProps) {
  return (
    <td role="cell" className={className} data-titulo={titulo} {...resto}>
      {children}
    </td>
  );
}

/** A row of a TablaAdaptable, headed by its first cell (`cabecera`). */
export function Fila({
  cabecera,
  className,
  children,
}: {
  cabecera: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <tr role="row" className={className}>
      <th role="rowheader" scope="row">
        {cabecera}
      </th>
      {children}
    </tr>
  );
}

/**
 * A list as an aligned table on wide screens and as cards on narrow ones (`.ui-tabla` in
 * base.css). `className` adds the table's own card layout. `soloLectura`: a table with nothing
 * to focus in it (no link, no button), whose scrolling box must then take the focus itself so a
 * keyboard can scroll it (WCAG 2.1.1).
 */
export function TablaAdaptable({
  etiqueta,
  columnas,
  className,
  soloLectura = false,
  children,
}: {
  etiqueta: string;
  columnas: readonly Columna[];
  className?: string;
  soloLectura?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="ui-tabla-contenedor"
      {...(soloLectura ? { tabIndex: 0, role: 'region', 'aria-label': etiqueta } : {})}
    >
      <table className={className ? `ui-tabla ${className}` : 'ui-tabla'} role="table" aria-label={etiqueta}>
        <Encabezado columnas={columnas} />
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}
