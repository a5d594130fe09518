import { FIRMA_ALTO, FIRMA_ANCHO } from '../firma';

/** A signature as drawn (firma.ts), scaled to its box; its name said to assistive technology. */
export function FirmaDibujada({ firma, titulo, className }: { firma: string; titulo: string; className?: string }) {
  return (
    <svg viewBox={`0 0 ${FIRMA_ANCHO} ${FIRMA_ALTO}`} role="img" aria-label={titulo} className={className}>
      <path
        d={firma}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
