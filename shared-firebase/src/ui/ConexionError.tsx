import { ErrorCard } from './ErrorCard';

/** Firebase could not initialise (usually missing configuration): nothing else can work. */
export function ConexionError() {
  return (
    <main className="ui-centered">
      <ErrorCard titulo="Error de Conexión">
        <p>
          No se pudo conectar con el servicio. Por favor, verifica que las variables de entorno estén configuradas
          correctamente.
        </p>
      </ErrorCard>
    </main>
  );
}
