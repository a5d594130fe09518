/** Polite loading indicator for areas waiting on data or code. */
export function Cargando({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <p className="ui-loading" role="status" aria-live="polite">
      <span className="ui-loading__spinner" aria-hidden="true" />
      {texto}
    </p>
  );
}
