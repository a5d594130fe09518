import { useEffect, useRef, useState } from 'react';
import { authErrorMessage } from '../../errors/auth-errors';

export type Estado<T> = { fase: 'cargando' } | { fase: 'listo'; valor: T } | { fase: 'error'; mensaje: string };

/**
 * Runs a one-shot action code call once (codes are single-use, so never twice): the first
 * render's `accion`, whatever later renders pass.
 */
export function useUnaVez<T>(accion: () => Promise<T>): Estado<T> {
  const [estado, setEstado] = useState<Estado<T>>({ fase: 'cargando' });
  const pendiente = useRef<(() => Promise<T>) | null>(accion);
  useEffect(() => {
    const primera = pendiente.current;
    if (!primera) return;
    pendiente.current = null;
    primera().then(
      (valor) => setEstado({ fase: 'listo', valor }),
      (error: unknown) => setEstado({ fase: 'error', mensaje: authErrorMessage(error) }),
    );
  }, []);
  return estado;
}
