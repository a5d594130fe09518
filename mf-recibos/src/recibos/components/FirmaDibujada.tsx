import type { SVGProps } from 'react';
import { FIRMA_ALTO, FIRMA_ANCHO } from '../firma';

/**
 * A signature as drawn (firma.ts), scaled to its box; its name said to assistive technology.
 * The signature pad draws in it too (`resto`: its pointer handlers).
 */
export function FirmaDibujada({
  firma,
  titulo,
  ...resto
}: { firma: string; titulo: string } & Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'role'>) {
  return (
    <svg viewBox={`0 0 ${FIRMA_ANCHO} ${FIRMA_ALTO}`} role="img" aria-label={titulo} {...resto}>
      {firma ? (
        <path
          d={firma}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
