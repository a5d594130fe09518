/**
 * The in-app path a `?redirect=` parameter may send the user to after signing in. Anything that
 * could leave the origin (absolute URLs, protocol-relative `//host`, backslashes) becomes `/`.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  try {
    const url = new URL(target, 'https://app.invalid');
    if (url.origin !== 'https://app.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/login') || path.startsWith('/register') ? fallback : path;
  } catch {
    return fallback;
  }
}
