import { useEffect, useRef, useState } from 'react';
import { authErrorMessage } from '../../errors/auth-errors';

export type Estado<T> = { fase: 'cargando' } | { fase: 'listo'; valor: T } | { fase: 'error'; mensaje: string };

/** Runs a one-shot action code call once (codes are single-use, so never twice). */
export function useUnaVez<T>(accion: () => Promise<T>): Estado<T> {
  const [estado, setEstado] = useState<Estado<T>>({ fase: 'cargando' });
  const iniciado = useRef(false);
  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    accion().then(
      (valor) => setEstado({ fase: 'listo', valor }),
      (error: unknown) => setEstado({ fase: 'error', mensaje: authErrorMessage(error) }),
    );
  }, [accion]);
  return estado;
}
