// Data for the bench and the budget test, written with the emulator's owner token (bypasses
// rules) in the shapes the app writes, as Firestore REST typed values.
import { FIRESTORE_URL, PROYECTO_LOCAL } from '../tooling/topologia.mjs';

const DOCUMENTOS = `projects/${PROYECTO_LOCAL}/databases/(default)/documents`;

const str = (v) => ({ stringValue: v });
const int = (v) => ({ integerValue: String(v) });
const lista = (valores) => ({ arrayValue: { values: valores } });
/** A person as stored: a name, and optional text fields (documento, email). */
export const persona = (nombre, campos = {}) => ({
  mapValue: {
    fields: { nombre: str(nombre), ...Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, str(v)])) },
  },
});
const ahora = () => ({ timestampValue: new Date().toISOString() });

/** Writes [path, fields] pairs, 500 per commit. */
export async function sembrar(documentos) {
  for (let k = 0; k < documentos.length; k += 500) {
    const writes = documentos
      .slice(k, k + 500)
      .map(([ruta, fields]) => ({ update: { name: `${DOCUMENTOS}/${ruta}`, fields } }));
    const r = await fetch(`${FIRESTORE_URL}/v1/${DOCUMENTOS}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!r.ok) throw new Error(`No se pudieron sembrar los datos: ${await r.text()}`);
  }
}

/** What a receipt and its public snapshot share (`cambios`: other texts or state). */
const contenido = (pagador, { emisor = 'Demo', concepto = 'Servicios', estado = 'emitido' } = {}) => ({
  fecha: str('2026-11-01'),
  emisor: persona(emisor),
  pagador: persona(pagador),
  concepto: str(concepto),
  lineas: lista([
    { mapValue: { fields: { descripcion: str('Servicio'), cantidad: int(1), precioUnitario: int(5000) } } },
  ]),
  total: int(5000),
  moneda: str('EUR'),
  metodoPago: str('transferencia'),
  estado: str(estado),
});

export const etiqueta = (k, color = 'bg-sky-100 text-sky-800') => ({
  nombre: str(`Etiqueta ${k}`),
  color: str(color),
  createdAt: ahora(),
  updatedAt: ahora(),
});

export const color = (background) => ({
  background: str(background),
  text: str('#000000'),
  createdAt: ahora(),
  updatedAt: ahora(),
});

/** Receipt number n, as stored under users/{uid}/recibos. */
export const recibo = (n, etiquetas = [], { pagador = `Cliente ${n}`, ...cambios } = {}) => ({
  numero: int(n),
  ...contenido(pagador, cambios),
  etiquetas: lista(etiquetas.map(str)),
  notas: str(''),
  busqueda: lista([str('cl'), str('cliente')]),
  compartido: { nullValue: null },
  createdAt: ahora(),
  updatedAt: ahora(),
});

/** The series' counter after receipts r1…rn: n, held by rn. */
export const contador = (n, ultimo = `r${n}`) => ({ recibos: int(n), ultimo: str(ultimo) });

/**
 * Receipt 1 of `uid` (as `recibo(1, etiquetas, cambios)`) shared under `token` as the app shares
 * it: the receipt points at the token, the registry records the link, the public copy is the
 * receipt. `cambios`: { pagador, emisor, concepto, estado } other than the defaults.
 */
export function sembrarReciboPublico(uid, token, etiquetas = [], cambios = {}) {
  const { pagador = 'Cliente 1', ...resto } = cambios;
  const nulo = { nullValue: null };
  return sembrar([
    [
      `users/${uid}/recibos/r1`,
      {
        ...recibo(1, etiquetas, cambios),
        compartido: {
          mapValue: {
            fields: { token: str(token), createdAt: ahora(), expiresAt: nulo, revocado: { booleanValue: false } },
          },
        },
      },
    ],
    [
      `registroEnlaces/${token}`,
      {
        ownerUid: str(uid),
        reciboId: str('r1'),
        numero: str('R-2026-0001'),
        createdAt: ahora(),
        expiresAt: nulo,
        revocado: { booleanValue: false },
        revocadoPor: nulo,
        auditoria: nulo,
      },
    ],
    [
      `recibosPublicos/${token}`,
      {
        snapshot: { mapValue: { fields: { numero: str('R-2026-0001'), ...contenido(pagador, resto) } } },
        createdAt: ahora(),
        expiresAt: nulo,
      },
    ],
  ]);
}
