import { lazy, Suspense, useMemo, useState } from 'react';
import { Cargando } from 'shared-firebase';
import type { PaginaRemota } from './contratos';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteComponent } from './runtime';

interface RemotePageProps {
  /** The remote and its exposed page, as the remote's contract declares it. */
  pagina: PaginaRemota;
  label: string;
}

/**
 * Mounts one exposed component of a remote inside the shell's React tree. Keyed by module so that
 * moving between routes never carries one area's error or retry state into another.
 */
export function RemotePage({ pagina, label }: RemotePageProps) {
  return <RemoteArea key={`${pagina.remoto}/${pagina.modulo}`} pagina={pagina} label={label} />;
}

function RemoteArea({ pagina: { remoto, modulo }, label }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(() => loadRemoteComponent<object>(remoto, modulo, attempt > 0)),
    [remoto, modulo, attempt],
  );
  return (
    <RemoteErrorBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Cargando />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
