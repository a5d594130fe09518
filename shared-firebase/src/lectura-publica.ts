import { configuracionFirebase, faltanVariables } from './config';

type Valor =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values?: Valor[] } }
  | { mapValue: { fields?: Record<string, Valor> } };

/** How long an anonymous read waits for Firestore. */
export const ESPERA_MS = 8000;

/** Where an anonymous REST read goes: Firestore (or its emulator) and the project. */
export interface DestinoRest {
  origen: string;
  proyecto: string;
  apiKey?: string;
}

/** The browser's destination: the build's Firebase settings (PUBLIC_* variables). */
export function destinoDelNavegador(): DestinoRest {
  const settings = configuracionFirebase();
  if (!settings.ok) throw faltanVariables(settings.missing);
  const { firestoreHost, firestorePort } = settings.emulators;
  return {
    origen:
      firestoreHost && firestorePort ? `http://${firestoreHost}:${firestorePort}` : 'https://firestore.googleapis.com',
    proyecto: settings.options.projectId ?? '',
    apiKey: settings.options.apiKey,
  };
}

/**
 * Reads one document anonymously through Firestore's REST API: the public receipt page needs one
 * read, and the SDK would add ~35 kB gzip to a page with a 160 kB budget (docs/rendimiento.md);
 * the payer's server-rendered page (mf-recibos/funciones) reads the same way, with no
 * credentials. The same security rules decide. Null when the document does not exist or the
 * rules refuse it.
 */
export async function leerDocumentoPublico(
  ruta: string,
  destino: DestinoRest = destinoDelNavegador(),
): Promise<Record<string, unknown> | null> {
  const url = new URL(`${destino.origen}/v1/projects/${destino.proyecto}/databases/(default)/documents/${ruta}`);
  if (destino.apiKey) url.searchParams.set('key', destino.apiKey);
  // A Firestore that does not answer is an error in seconds, not a page (or a function) left
  // waiting for its whole timeout.
  const respuesta = await fetch(url, { signal: AbortSignal.timeout(ESPERA_MS) });
  if (respuesta.status === 403 || respuesta.status === 404) return null;
  if (!respuesta.ok) throw new Error(`Firestore respondió ${respuesta.status}`);
  const documento = (await respuesta.json()) as { fields?: Record<string, Valor> };
  return decodificarCampos(documento.fields);
}

function decodificarCampos(campos: Record<string, Valor> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(campos).map(([clave, valor]) => [clave, decodificar(valor)]));
}

/** Firestore's typed JSON to plain values (integers arrive as strings; timestamps stay ISO text). */
export function decodificar(valor: Valor): unknown {
  if ('integerValue' in valor) return Number(valor.integerValue);
  if ('arrayValue' in valor) return (valor.arrayValue.values ?? []).map(decodificar);
  if ('mapValue' in valor) return decodificarCampos(valor.mapValue.fields);
  if ('nullValue' in valor) return null;
  if ('booleanValue' in valor) return valor.booleanValue;
  if ('doubleValue' in valor) return valor.doubleValue;
  if ('timestampValue' in valor) return valor.timestampValue;
  return valor.stringValue;
}
