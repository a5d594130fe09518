// An account with the realistic, awkward data a phone layout must survive: a long e-mail, label
// names at their 50-character limit, payers and concepts at theirs, 4-line receipts with amounts
// like 1.234,56 €, a receipt in dollars, a void one, and one shared link (so the public page, the
// owner's share panel and the admin's list all have a row to show). Written as the app writes it,
// with the emulator's owner token (bench/semilla.mjs's `sembrar`).
import { cupoContado, envioEnCola, envioEnviado, envioFallido, rutaDelCupo } from 'dominio-recibos';
import { sembrar } from '../bench/semilla.mjs';
import { crearUsuario } from './fixtures';

type Js = string | number | boolean | null | Date | Js[] | { [clave: string]: Js };
/** A document for `sembrar`: its path and its fields. */
type Documento = [string, Record<string, unknown>];

/** A JS value as Firestore's REST typed value (integers as integerValue, like the SDK). */
function valor(v: Js): unknown {
  if (v === null) return { nullValue: null };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(valor) } };
  return { mapValue: { fields: campos(v) } };
}

/** A JS object as Firestore's REST fields, for `sembrar`. */
export const campos = (objeto: { [clave: string]: Js }) =>
  Object.fromEntries(Object.entries(objeto).map(([k, v]) => [k, valor(v)]));

export const ETIQUETAS_LARGAS = [
  'Clientes del segundo trimestre con pago pendiente',
  'Particulares — clases de refuerzo de matemáticas',
  'Comunidad de propietarios del edificio número 14',
];
export const PAGADOR_LARGO =
  'María de los Ángeles Fernández-Villaverde García de la Torre y Martínez-Bordiú de Castro y Alcántara';
export const CONCEPTO_LARGO =
  'Servicios profesionales de asesoría fiscal, contable y laboral correspondientes al segundo trimestre del ejercicio, incluida la presentación telemática de los modelos 303, 130 y 111';
const EMISOR = 'Asesoría Integral Hermanos Rodríguez-Santamaría y Asociados, Sociedad Limitada Profesional';

const LINEAS = [
  {
    descripcion: 'Honorarios de asesoría fiscal y contable del trimestre completo',
    cantidad: 1,
    precioUnitario: 123456,
  },
  { descripcion: 'Presentación telemática de declaraciones trimestrales', cantidad: 3, precioUnitario: 4550 },
  { descripcion: 'Horas de consultoría laboral adicional', cantidad: 2.5, precioUnitario: 7500 },
  { descripcion: 'Gastos de gestión y desplazamientos', cantidad: 1, precioUnitario: 2999 },
];
// 1.234,56 + 136,50 + 187,50 + 29,99
const TOTAL = 158855;

export interface DatosLargos {
  email: string;
  password: string;
  uid: string;
  /** The shared receipt's public token. */
  token: string;
  /** Ids of the receipts: the shared one first. */
  recibos: string[];
}

/** `email`: an exact address (the README's pictures); by default a long unique one. */
export async function crearCuentaConDatosLargos({ email = '' } = {}): Promise<DatosLargos> {
  const usuario = await crearUsuario('maria.de.los.angeles.fernandez-villaverde.garcia', { verificado: true, email });
  const { uid } = usuario;
  const token = `Largo${String(Date.now()).slice(-10)}`.padEnd(32, 'x').slice(0, 32);
  const ahora = new Date();
  const etiquetas = ETIQUETAS_LARGAS.map((nombre, i) => ({ id: `EtiquetaLarga${String(i).padStart(7, '0')}`, nombre }));
  // Signed, and the shared one a rent receipt over a span across two months with a long address.
  const firma = 'M10 70L30 30L45 75L60 25L80 70L100 40L130 60M150 50L290 45';
  const alquiler = {
    inmueble:
      'Avenida de la Constitución de mil ochocientos doce, número 123, escalera B, piso 14, puerta C\n41001 Sevilla',
    desde: '2026-06-15',
    hasta: '2026-07-14',
  };
  const base = {
    fecha: '2026-06-30',
    emisor: { nombre: EMISOR, documento: 'B-12345678', firma },
    concepto: CONCEPTO_LARGO,
    lineas: LINEAS,
    total: TOTAL,
    metodoPago: 'transferencia',
    notas: 'Pago recibido por transferencia a la cuenta terminada en 1234.',
    busqueda: ['ma', 'mar', 'mari', 'maria'],
    createdAt: ahora,
    updatedAt: ahora,
  };
  const pagador = { nombre: PAGADOR_LARGO, documento: '12345678Z', email: 'maria.angeles@ejemplo-de-dominio-largo.es' };
  // The plan's template, and its charge's receipt as it was due (labels aside).
  const plantilla = {
    emisor: { nombre: EMISOR, documento: 'B-12345678' },
    pagador,
    concepto: CONCEPTO_LARGO,
    lineas: LINEAS,
    moneda: 'USD',
    metodoPago: 'transferencia',
    etiquetas: [] as string[],
    notas: '',
  };
  const recibos: Array<[string, { [clave: string]: Js }]> = [
    [
      'r1',
      {
        ...base,
        numero: 1,
        pagador,
        moneda: 'EUR',
        estado: 'emitido',
        etiquetas: etiquetas.map((e) => e.id),
        compartido: { token, createdAt: ahora, expiresAt: null, revocado: false },
        alquiler,
        recibi: true,
      },
    ],
    [
      'r2',
      {
        ...base,
        numero: 2,
        pagador,
        moneda: 'USD',
        estado: 'emitido',
        etiquetas: [etiquetas[0]?.id ?? ''],
        compartido: null,
        // Issued by the recurring plan below.
        plan: { id: 'pl1', periodo: '2026-06' },
      },
    ],
    ['r3', { ...base, numero: 3, pagador, moneda: 'EUR', estado: 'anulado', etiquetas: [], compartido: null }],
  ];
  const { email: _privado, ...pagadorPublico } = pagador;
  const snapshot = {
    numero: 'R-2026-0001',
    fecha: base.fecha,
    emisor: base.emisor,
    pagador: pagadorPublico,
    concepto: base.concepto,
    lineas: base.lineas,
    total: base.total,
    moneda: 'EUR',
    metodoPago: base.metodoPago,
    estado: 'emitido',
    alquiler,
    recibi: true,
  };
  await sembrar([
    ...etiquetas.map(
      (e, i): Documento => [
        `users/${uid}/etiquetas/${e.id}`,
        campos({
          nombre: e.nombre,
          color: i === 0 ? 'custom-1e40afffffff' : 'bg-amber-100 text-amber-800',
          createdAt: ahora,
          updatedAt: ahora,
        }),
      ],
    ),
    [
      `users/${uid}/colores/custom-1e40afffffff`,
      campos({ background: '#1e40af', text: '#ffffff', createdAt: ahora, updatedAt: ahora }),
    ],
    ...recibos.map(([id, datos]): Documento => [`users/${uid}/recibos/${id}`, campos(datos)]),
    [`users/${uid}/contadores/recibos-2026`, campos({ recibos: 3, ultimo: 'r3' })],
    // Its sendings by e-mail: one sent by the plan, one failed with the longest reason.
    [
      `users/${uid}/envios/envio-enviado-1`,
      campos({ ...envioEnCola('r1', pagador.email, 'plan', ahora), ...envioEnviado(ahora) }),
    ],
    [
      `users/${uid}/envios/envio-fallido-1`,
      campos({
        ...envioEnCola('r1', pagador.email, 'manual', ahora),
        ...envioFallido(
          'El servidor de correo no aceptó la dirección del pagador (código 550). Revisa el correo del recibo.',
        ),
      }),
    ],
    [
      `users/${uid}/pagadores/p1`,
      campos({
        nombre: PAGADOR_LARGO,
        documento: '12345678Z',
        email: pagador.email,
        telefono: '+34 600 11 22 33',
        createdAt: ahora,
        updatedAt: ahora,
      }),
    ],
    // Counted, as the app counts every payer it creates.
    [rutaDelCupo(uid).join('/'), campos(cupoContado(1))],
    [
      `users/${uid}/planes/pl1`,
      campos({
        plantilla: { ...plantilla, etiquetas: [etiquetas[0]?.id ?? ''] },
        frecuencia: 'trimestral',
        dia: 31,
        inicio: '2026-06-30',
        fin: '2029-12-31',
        estado: 'activo',
        siguiente: '2026-09-30',
        ultimoPeriodo: '2026-06',
        emitidos: 1,
        fallo: null,
        enviarPorCorreo: true,
        cobro: 'al-confirmar',
        createdAt: ahora,
        updatedAt: ahora,
      }),
    ],
    // Its September charge, waiting for the payment to be confirmed (the longest texts).
    [
      `users/${uid}/cobros/pl1-2026-09`,
      campos({
        plan: { id: 'pl1', periodo: '2026-09' },
        fecha: '2026-09-30',
        entrada: { ...plantilla, fecha: '2026-09-30' },
        enviarPorCorreo: true,
        createdAt: ahora,
      }),
    ],
    [
      `registroEnlaces/${token}`,
      campos({
        ownerUid: uid,
        ownerEmail: usuario.email,
        reciboId: 'r1',
        numero: 'R-2026-0001',
        createdAt: ahora,
        expiresAt: null,
        revocado: false,
        revocadoPor: null,
        auditoria: null,
      }),
    ],
    [`recibosPublicos/${token}`, campos({ snapshot, createdAt: ahora, expiresAt: null })],
  ]);
  return { ...usuario, token, recibos: recibos.map(([id]) => id) };
}
