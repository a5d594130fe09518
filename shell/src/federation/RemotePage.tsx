import { lazy, Suspense, useMemo, useState } from 'react';
import { Cargando } from 'shared-firebase';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteName } from './remote-map';
import { loadRemoteComponent } from './runtime';

interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module, without "./". */
  module: string;
  label: string;
}

/**
 * Mounts one exposed component of a remote inside the shell's React tree. Keyed by module so that
 * moving between routes never carries one area's error or retry state into another.
 */
export function RemotePage(props: RemotePageProps) {
  return <RemoteArea key={`${props.remote}/${props.module}`} {...props} />;
}

function RemoteArea({ remote, module, label }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(() => loadRemoteComponent<object>(remote, module, attempt > 0)),
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Cargando />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
