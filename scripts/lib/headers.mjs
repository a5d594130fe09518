// The HTTP headers every deployable is served with. One definition, used to generate
// firebase.json (production) and by the local preview server, so both serve the same headers.

/** Content-Security-Policy for the shell: only itself, the configured remotes and Firebase. */
export function contentSecurityPolicy({ remoteOrigins, firebaseOrigins }) {
  const remotos = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotos}`,
    // React style attributes (label colours) and sonner's injected styles need inline styles.
    `style-src 'self' 'unsafe-inline' ${remotos}`,
    `connect-src 'self' ${remotos} ${firebaseOrigins.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SECURITY = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `funciones`: the shell's routes answered by a Cloud Function ({ ruta, cabeceras }).
 * Header rules as Firebase Hosting writes them: [{ source (glob), headers }]. Hosting matches them
 * against the requested path (before rewrites, so `/` and deep links do not match `*.html`) and a
 * later rule wins for the same header (superstatic sets them in order): everything revalidates
 * unless a later rule says it is hashed or versioned.
 */
export function headerRules({ kind, shellOrigin, remoteOrigins, firebaseOrigins, funciones = [] }) {
  const rules = [{ source: '**', headers: { ...SECURITY, 'Cache-Control': NO_CACHE } }];
  if (kind === 'shell') {
    rules[0].headers['Content-Security-Policy'] = contentSecurityPolicy({ remoteOrigins, firebaseOrigins });
    // A route a Cloud Function answers (the payer's page) gets the very headers the function
    // sends, so whichever Hosting keeps, they say the same.
    for (const f of funciones) rules.push({ source: f.ruta, headers: f.cabeceras });
  } else {
    // Remotes are fetched cross-origin by the shell; nothing of theirs is framed.
    rules[0].headers['Access-Control-Allow-Origin'] = shellOrigin;
    rules[0].headers.Vary = 'Origin';
    rules[0].headers['Content-Security-Policy'] = "frame-ancestors 'none'";
  }
  rules.push({ source: '/static/**', headers: { 'Cache-Control': IMMUTABLE } });
  // Published versions (scripts/lib/versiones.mjs) never change, manifest included: which one is
  // used is the shell's remotes.json, which is no-cache.
  if (kind !== 'shell') rules.push({ source: '/v/**', headers: { 'Cache-Control': IMMUTABLE } });
  return rules;
}

/** Firebase Hosting glob (`**`, `*`, `@(a|b)`) → RegExp over the URL path. */
export function globARegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '@' && glob[i + 1] === '(') {
      const end = glob.indexOf(')', i);
      re += `(${glob.slice(i + 2, end)})`;
      i = end;
    } else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^/?${re.replace(/^\//, '')}$`);
}

/** The headers a path gets under a list of rules. */
export function headersFor(rules, urlPath) {
  const result = {};
  for (const rule of rules) if (globARegExp(rule.source).test(urlPath)) Object.assign(result, rule.headers);
  return result;
}
