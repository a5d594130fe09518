import { useState } from 'react';
import { authErrorMessage } from './auth-errors';

/**
 * The sign-in forms' way to send (they show failures inline, and load no SWR, so not
 * shared-firebase/datos): `enviando` meanwhile, and the failure as a Spanish sentence in
 * `error` (or handed to `alFallar` to place it on a field). Resolves to whether it worked.
 */
export function useEnvio() {
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState('');
  async function enviar(trabajo: () => Promise<unknown>, alFallar?: (error: unknown) => void): Promise<boolean> {
    setEnviando(true);
    setError('');
    try {
      await trabajo();
      return true;
    } catch (causa) {
      if (alFallar) alFallar(causa);
      else setError(authErrorMessage(causa));
      return false;
    } finally {
      setEnviando(false);
    }
  }
  return { enviando, error, setError, enviar };
}
