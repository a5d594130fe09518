/** The product's mark: a receipt with a tick, in the primary colour, and the name. */
export function SimboloMarca({ className = 'ui-marca__simbolo' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M7 3.5h18a1.5 1.5 0 0 1 1.5 1.5v23.2l-3.2-2-3.1 2-3.2-2-3.1 2-3.2-2-3.2 2V5A1.5 1.5 0 0 1 7 3.5Z"
        fill="#1d4ed8"
      />
      <path d="M10.5 10h11M10.5 14.5h7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path
        d="m15 20 2.2 2.2 4.3-4.4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the name "Recibos", as a heading or link content. */
export function Marca() {
  return (
    <span className="ui-marca">
      <SimboloMarca />
      Recibos
    </span>
  );
}
