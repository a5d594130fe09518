import { Boton, ErrorCard } from 'shared-firebase';

/**
 * Shown instead of the app when the auth state cannot be followed. `message` is always Spanish
 * (the SDK's detail was logged to the console with 'Error en AuthStateChanged:').
 */
export function AuthErrorScreen({ message }: { message: string }) {
  return (
    <main className="ui-centered">
      <ErrorCard
        titulo="No se pudo comprobar tu sesión"
        accion={<Boton onClick={() => window.location.reload()}>Recargar la página</Boton>}
      >
        <p>Ha ocurrido un error al comprobar el estado de tu sesión.</p>
        <p>{message}</p>
      </ErrorCard>
    </main>
  );
}
