// Data for the bench and the budget test, written with the emulator's owner token (bypasses
// rules) in the shapes the app writes, as Firestore REST typed values.
import { FIRESTORE_URL, PROYECTO_LOCAL } from '../tooling/topologia.mjs';

const DOCUMENTOS = `projects/${PROYECTO_LOCAL}/databases/(default)/documents`;

/**
 * A Firestore REST typed value, of the kinds written here, and a document's fields.
 * @typedef {{ stringValue: string } | { integerValue: string } | { booleanValue: boolean }
 *   | { timestampValue: string } | { nullValue: null } | { arrayValue: { values: Valor[] } }
 *   | { mapValue: { fields: Campos } }} Valor
 * @typedef {{ [campo: string]: Valor }} Campos
 */
/**
 * What a receipt's texts and state may be other than the defaults.
 * @typedef {{ pagador?: string, emisor?: string, concepto?: string, estado?: string }} Cambios
 */

const str = (/** @type {string} */ v) => ({ stringValue: v });
const int = (/** @type {number} */ v) => ({ integerValue: String(v) });
const lista = (/** @type {Valor[]} */ valores) => ({ arrayValue: { values: valores } });
/**
 * A person as stored: a name, and optional text fields (documento, email).
 * @param {string} nombre
 * @param {Record<string, string>} [campos]
 */
export const persona = (nombre, campos = {}) => ({
  mapValue: {
    fields: { nombre: str(nombre), ...Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, str(v)])) },
  },
});
const ahora = () => ({ timestampValue: new Date().toISOString() });

/**
 * Writes [path, fields] pairs, 500 per commit. The fields are Firestore REST typed values (`Valor`),
 * which callers also build from their own data.
 * @param {ReadonlyArray<readonly [ruta: string, campos: Readonly<Record<string, unknown>>]>} documentos
 */
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

/**
 * What a receipt and its public snapshot share (`cambios`: other texts or state).
 * @param {string} pagador
 * @param {Omit<Cambios, 'pagador'>} [cambios]
 */
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

/**
 * Label k, as stored under users/{uid}/etiquetas.
 * @param {number} k
 */
export const etiqueta = (k, color = 'bg-sky-100 text-sky-800') => ({
  nombre: str(`Etiqueta ${k}`),
  color: str(color),
  createdAt: ahora(),
  updatedAt: ahora(),
});

/**
 * A colour of the user's own, as stored under users/{uid}/colores.
 * @param {string} background
 */
export const color = (background) => ({
  background: str(background),
  text: str('#000000'),
  createdAt: ahora(),
  updatedAt: ahora(),
});

/**
 * Receipt number n, as stored under users/{uid}/recibos.
 * @param {number} n
 * @param {readonly string[]} [etiquetas] the ids of its labels
 * @param {Cambios} [cambios]
 */
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

/**
 * The verification of receipt number n (`recibo(n)`), as verificaciones/{código} holds it.
 * @param {number} n
 * @param {string} reciboId
 */
export const verificacion = (n, reciboId) => ({
  reciboId: str(reciboId),
  numero: str(`R-2026-${String(n).padStart(4, '0')}`),
  fecha: str('2026-11-01'),
  emisor: persona('Demo'),
  pagador: persona('Cliente …'),
  concepto: str('Servicios'),
  total: int(5000),
  moneda: str('EUR'),
  estado: str('emitido'),
  actualizadoEn: ahora(),
});

/**
 * The series' counter after receipts r1…rn: n, held by rn.
 * @param {number} n
 */
export const contador = (n, ultimo = `r${n}`) => ({ recibos: int(n), ultimo: str(ultimo) });

/**
 * Receipt 1 of `uid` (as `recibo(1, etiquetas, cambios)`) shared under `token` as the app shares
 * it: the receipt points at the token, the registry records the link, the public copy is the
 * receipt. `cambios`: { pagador, emisor, concepto, estado } other than the defaults.
 * @param {string} uid
 * @param {string} token
 * @param {readonly string[]} [etiquetas]
 * @param {Cambios} [cambios]
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
