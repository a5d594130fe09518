import type { ReactNode } from 'react';
import { Link } from 'shared-firebase/router';

/** Where an email link ends: what happened, and the way back to /login. */
export function Resultado({ titulo, error, children }: { titulo: string; error?: string; children?: ReactNode }) {
  return (
    <>
      <h1>{titulo}</h1>
      {error ? (
        <p className="ui-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
      <p>
        <Link to="/login">Ir a iniciar sesión</Link>
      </p>
    </>
  );
}
