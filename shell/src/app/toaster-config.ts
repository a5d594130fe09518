import type { CSSProperties } from 'react';
import type { ToasterProps } from 'sonner';

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
  // Below the signed-in header (its height, which AppLayout keeps in --alto-cabecera; 0 without
  // it), so a toast never covers the e-mail or "Cerrar sesión".
  offset: { top: 'calc(var(--alto-cabecera, 0px) + 12px)', right: '24px' },
  mobileOffset: { top: 'calc(var(--alto-cabecera, 0px) + 8px)', right: '16px', left: '16px' },
} satisfies ToasterProps;
