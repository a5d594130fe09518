import type { CSSProperties } from 'react';
import type { ToasterProps } from 'sonner';

/** The space between the header and the toasts, and below the last toast (px). */
export const MARGEN_AVISOS = 12;

/**
 * Toasts (docs/producto.md, Constantes): top right, rich colours, 4000 ms, 3 visible, gap 14, width 356.
 * The 45 px swipe-dismiss threshold is sonner's built-in SWIPE_THRESHOLD; it has no prop.
 */
export const toasterProps = {
  position: 'top-right',
  richColors: true,
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  style: { '--width': '356px' } as CSSProperties,
  containerAriaLabel: 'Notificaciones',
  // Always unfolded: the room the layout keeps for them (ZonaDeAvisos) is the stack's real height,
  // and a pointer resting on a toast no longer unfolds it over the page.
  expand: true,
  // Just below the signed-in header (its height, which AppLayout keeps in --alto-cabecera; 0
  // without it), over the room ZonaDeAvisos opens there: a toast never covers an action.
  offset: { top: `calc(var(--alto-cabecera, 0px) + ${MARGEN_AVISOS}px)`, right: '24px' },
  mobileOffset: { top: `calc(var(--alto-cabecera, 0px) + ${MARGEN_AVISOS}px)`, right: '16px', left: '16px' },
} satisfies ToasterProps;
