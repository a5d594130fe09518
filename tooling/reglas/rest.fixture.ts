// Test fixture: commits written straight to the Firestore emulator's REST API as a signed-in
// user. An attacker is not limited to the JS SDK, which always sends a whole number as an integer:
// only this way can a test store 7.0 where the app stores 7.
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID } from '../emulator-env';

const base64url = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64url');

/** An unsigned ID token for `uid`, which the emulator accepts (as rules-unit-testing's are). */
function tokenDe(uid: string, proyecto: string): string {
  const ahora = Math.floor(Date.now() / 1000);
  const cuerpo = {
    iss: `https://securetoken.google.com/${proyecto}`,
    aud: proyecto,
    iat: ahora,
    exp: ahora + 3600,
    auth_time: ahora,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(cuerpo)}.`;
}

/** A document's REST name in the emulator project. */
export const nombreDe = (ruta: string, proyecto = PROJECT_ID) =>
  `projects/${proyecto}/databases/(default)/documents/${ruta}`;

/** REST fields from `campos`, whose names may be dotted paths into maps (`compartido.revocado`). */
function anidados(campos: Record<string, unknown>): Record<string, unknown> {
  const raiz: Record<string, unknown> = {};
  for (const [ruta, valor] of Object.entries(campos)) {
    const partes = ruta.split('.');
    let nivel = raiz;
    for (const parte of partes.slice(0, -1)) {
      nivel[parte] ??= { mapValue: { fields: {} } };
      nivel = (nivel[parte] as { mapValue: { fields: Record<string, unknown> } }).mapValue.fields;
    }
    nivel[partes[partes.length - 1] ?? ruta] = valor;
  }
  return raiz;
}

/**
 * A field mask update of `ruta` with REST-typed `campos` (dotted names reach into maps), and
 * `updatedAt` set to the request time unless `conFecha` is false.
 */
export function actualizacion(ruta: string, campos: Record<string, unknown>, { conFecha = true } = {}) {
  return {
    update: { name: nombreDe(ruta), fields: anidados(campos) },
    updateMask: { fieldPaths: Object.keys(campos) },
    ...(conFecha ? { updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }] } : {}),
  };
}

/** A number stored as a double even when it is whole (the SDK would send 7 as an integer). */
export class Doble {
  constructor(readonly valor: number) {}
}

/** A JS value as a REST value (whole numbers as integers, unless wrapped in Doble). */
export function aRest(valor: unknown): unknown {
  if (valor instanceof Doble) return { doubleValue: valor.valor };
  if (valor === null) return { nullValue: null };
  if (typeof valor === 'string') return { stringValue: valor };
  if (typeof valor === 'boolean') return { booleanValue: valor };
  if (typeof valor === 'number')
    return Number.isInteger(valor) ? { integerValue: String(valor) } : { doubleValue: valor };
  if (Array.isArray(valor)) return { arrayValue: { values: valor.map(aRest) } };
  if (valor instanceof Date) return { timestampValue: valor.toISOString() };
  if (typeof valor === 'object' && valor && 'toDate' in valor && typeof valor.toDate === 'function') {
    return { timestampValue: (valor.toDate() as Date).toISOString() };
  }
  if (typeof valor === 'object' && valor) {
    return { mapValue: { fields: Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, aRest(v)])) } };
  }
  throw new Error(`Valor sin forma REST: ${String(valor)}`);
}

/** A whole-document write of `ruta`; `ahora` names fields set to the request time. */
export function escritura(ruta: string, campos: Record<string, unknown>, ahora: string[] = []) {
  const { mapValue } = aRest(campos) as { mapValue: { fields: Record<string, unknown> } };
  return {
    update: { name: nombreDe(ruta), fields: mapValue.fields },
    ...(ahora.length > 0
      ? { updateTransforms: ahora.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })) }
      : {}),
  };
}

/** Sends `writes` as one commit as `uid`; resolves to whether the rules let it through. */
export async function commitComo(uid: string, writes: unknown[], proyecto = PROJECT_ID): Promise<boolean> {
  const respuesta = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${proyecto}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenDe(uid, proyecto)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    },
  );
  if (respuesta.ok) return true;
  if (respuesta.status === 403) return false;
  throw new Error(`El emulador respondió ${respuesta.status}: ${await respuesta.text()}`);
}

/**
 * Writes `campos` (in the app's shape) as document `ruta`, past the rules, with the emulator's
 * owner token: what a test sets up that only another person or a function would write.
 */
export async function escribirSinReglas(ruta: string, campos: Record<string, unknown>, proyecto = PROJECT_ID) {
  const respuesta = await fetch(`http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/${nombreDe(ruta, proyecto)}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: escritura(ruta, campos).update.fields }),
  });
  if (!respuesta.ok) throw new Error(`El emulador respondió ${respuesta.status}: ${await respuesta.text()}`);
}

/** A stored document's REST fields, read past the rules (the emulator's owner token); null if none. */
export async function leerSinReglas(
  ruta: string,
  proyecto = PROJECT_ID,
): Promise<{ fields: Record<string, { stringValue?: string; integerValue?: string; mapValue?: unknown }> } | null> {
  const respuesta = await fetch(`http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/${nombreDe(ruta, proyecto)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (respuesta.status === 404) return null;
  if (!respuesta.ok) throw new Error(`El emulador respondió ${respuesta.status}: ${await respuesta.text()}`);
  return (await respuesta.json()) as Awaited<ReturnType<typeof leerSinReglas>>;
}

/** Deletes document `ruta` past the rules: what only another person or a function would delete. */
export async function borrarSinReglas(ruta: string, proyecto = PROJECT_ID) {
  const respuesta = await fetch(`http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/${nombreDe(ruta, proyecto)}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!respuesta.ok) throw new Error(`El emulador respondió ${respuesta.status}: ${await respuesta.text()}`);
}
