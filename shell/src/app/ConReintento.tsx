import { Fragment, type ReactNode, useState } from 'react';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';

/**
 * A part of the shell whose code loads on demand (carga-diferida: the signed-in zone, its layout
 * and data, the toaster): a load that fails shows «Reintentar» in its place, which mounts it
 * again and so loads it again, without reloading the page. Without it the failure reached no
 * boundary and React removed the whole page.
 */
export function ConReintento({ label, children }: { label: string; children: ReactNode }) {
  const [intento, setIntento] = useState(0);
  return (
    <RemoteErrorBoundary label={label} onRetry={() => setIntento((n) => n + 1)}>
      <Fragment key={intento}>{children}</Fragment>
    </RemoteErrorBoundary>
  );
}
