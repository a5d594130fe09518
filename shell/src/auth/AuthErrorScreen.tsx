import { ErrorCard } from 'shared-firebase';

/** Shown instead of the app when the auth state cannot be followed. */
export function AuthErrorScreen({ message }: { message: string }) {
  return (
    <main className="ui-centered">
      <ErrorCard
        title="No se pudo comprobar tu sesión"
        action={
          <button type="button" className="ui-button" onClick={() => window.location.reload()}>
            Recargar la página
          </button>
        }
      >
        <p>Ha ocurrido un error al comprobar el estado de tu sesión.</p>
        <p className="ui-muted">Detalle: {message}</p>
      </ErrorCard>
    </main>
  );
}
