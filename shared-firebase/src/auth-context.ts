import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

/** The session the shell exposes to every remote: exactly these three members. */
export interface AuthContextValue {
  user: User | null;
  loading: boolean;
  signOut: () => Promise<void>;
}

// Lives in this shared singleton so the shell's provider and every remote use one context object.
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe ser usado dentro de un AuthProvider');
  return value;
}

export const AUTH_NO_INICIALIZADO = 'Firebase Auth no está inicializado';

/** The error of a data operation without a signed-in user (docs/producto.md, Catálogo de errores). */
export const NO_HAY_USUARIO = 'No hay usuario autenticado';

/** That error, recognised by its class (`instanceof`), never by its text. */
export class SinSesion extends Error {
  constructor() {
    super(NO_HAY_USUARIO);
    this.name = 'SinSesion';
  }
}
