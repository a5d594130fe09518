import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, the focus moves to the first field in error, or to a message that takes
 * it (`data-error`, with tabIndex -1), in the order of the form: a keyboard or screen-reader user
 * lands where the form needs them. `rechazado()` after each refused submit (the same errors again
 * move the focus again).
 */
export function useFocoEnElPrimerError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [intento, setIntento] = useState(0);
  useEffect(() => {
    if (intento > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error]')?.focus();
  }, [intento]);
  const rechazado = useCallback(() => setIntento((n) => n + 1), []);
  return { formRef, rechazado };
}
