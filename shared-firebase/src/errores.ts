/**
 * The code of a Firebase error ('auth/wrong-password', 'permission-denied', 'aborted'…), or
 * undefined for anything else: the one place that reads it, so nobody casts errors by hand.
 */
export function codigoDeError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
