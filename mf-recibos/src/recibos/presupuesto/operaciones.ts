// The largest receipt and plan the forms accept, and every operation the app makes on them,
// through the app's own data modules: what the rules' budget is measured with, on the emulators
// (presupuesto.rules.medida.ts, with padding) and against a deployed project
// (scripts/comprobar-reglas.ts, as they are). Each operation prepares what it needs and then makes
// the one write measured.
import { PAGADORES_POR_COMMIT } from 'dominio-recibos';
import type { BLOQUES } from 'tooling/presupuesto';
import { registrarCertificado } from '../../certificados/api/verificacion';
import { MAX_RECIBOS_DEL_CERTIFICADO } from '../../certificados/certificado';
import { guardarPerfilEmisor } from '../../emisor/api/perfil';
import { PERFIL_VACIO } from '../../emisor/types';
import { crearPagador, eliminarPagador, importarPagadores } from '../../pagadores/api/pagadores';
import type { PagadorInput } from '../../pagadores/types';
import { validarPagador } from '../../pagadores/validacion';
import { actualizarPlan, crearPlan, obtenerPlan } from '../../periodicos/api/planes';
import { plantillaDeEntrada } from '../../periodicos/formulario';
import type { PlanInput } from '../../periodicos/types';
import { validarPlan } from '../../periodicos/validacion';
import {
  actualizarRecibo,
  anularRecibo,
  compartirRecibo,
  crearRecibo,
  dejarDeCompartir,
  marcarSalida,
  obtenerRecibo,
} from '../api/recibos';
import { TOTAL_MAX } from '../dinero';
import { FIRMA_MAX, firmaValida } from '../firma';
import { MONEDAS, type Moneda, type Recibo, type ReciboInput } from '../types';
import { LIMITES, validarMotivo, validarRecibo } from '../validacion';

/** A builder's own check: what it builds must be what the form accepts. */
function comprobar(cierto: boolean, que: string): void {
  if (!cierto) throw new Error(`La medida del presupuesto está mal construida: ${que}`);
}

/** `n` characters (code points, each two UTF-16 units) of mathematical bold words, `marca` last. */
function texto(n: number, marca: string): string {
  const palabras = Array.from('𝐀𝐥𝐪𝐮𝐢𝐥𝐞𝐫 𝐝𝐞 𝐧𝐨𝐯𝐢𝐞𝐦𝐛𝐫𝐞 𝐲 𝐠𝐚𝐬𝐭𝐨𝐬 '.repeat(n));
  return [...palabras.slice(0, n - 1), marca].join('');
}

/** The largest receipt the form accepts, in `moneda`; `marca` makes each one's texts differ. */
export function peor(moneda: Moneda, marca: string): ReciboInput {
  const t = (campo: keyof typeof LIMITES) => texto(LIMITES[campo], marca);
  const input: ReciboInput = {
    fecha: '2026-02-28',
    emisor: { nombre: t('nombre'), documento: t('documento'), direccion: t('direccion'), contacto: t('contacto') },
    pagador: {
      nombre: t('nombre'),
      documento: t('documento'),
      email: `${'p'.repeat(LIMITES.email - '@ejemplo.es'.length - 1)}${marca === '𝐱' ? 'x' : 'y'}@ejemplo.es`,
      // The longest phone the form takes.
      telefono: `${marca === '𝐱' ? '+34 ' : '+56 '}${'6'.repeat(LIMITES.telefono - 5)}1`,
    },
    concepto: t('concepto'),
    // Whole pesos in CLP (the form refuses cents there), two decimals elsewhere.
    lineas: Array.from({ length: LIMITES.lineas }, () => ({
      descripcion: t('descripcion'),
      cantidad: moneda === 'CLP' ? 12 : 1234.56,
      precioUnitario: 12_345_00,
    })),
    moneda,
    metodoPago: 'transferencia',
    etiquetas: Array.from(
      { length: LIMITES.etiquetas },
      (_, i) => `Etiqueta${marca === '𝐱' ? 'X' : 'Y'}${String(i).padStart(11, '0')}`,
    ),
    notas: t('notas'),
    // A rent receipt over a span of two years, saying «He recibido de…», with the longest signature.
    alquiler: { inmueble: t('inmueble'), desde: '2026-02-28', hasta: '2027-12-31' },
    recibi: true,
  };
  input.emisor.firma = firmaMaxima();
  // What the form accepts, nothing more.
  comprobar(Object.keys(validarRecibo(input)).length === 0, 'el recibo más grande no pasa el formulario');
  return input;
}

/** The longest signature a profile may hold: strokes of three-digit points up to FIRMA_MAX. */
export function firmaMaxima(): string {
  const trazo = 'M300 100L299 100';
  const firma = trazo.repeat(Math.floor(FIRMA_MAX / trazo.length));
  comprobar(firmaValida(firma) && firma.length > FIRMA_MAX - trazo.length, 'la firma más larga');
  return firma;
}

/** The longest reason for voiding the form accepts. */
export function motivoMaximo(): string {
  const motivo = texto(LIMITES.motivo, '𝐳');
  comprobar(validarMotivo(motivo) === null, 'el motivo más largo');
  return motivo;
}

async function guardado(id: string): Promise<Recibo> {
  const recibo = await obtenerRecibo(id);
  if (!recibo) throw new Error(`falta el recibo ${id}`);
  return recibo;
}

const creado = (moneda: Moneda = 'EUR') => crearRecibo(peor(moneda, '𝐱'));
const compartido = async (moneda: Moneda = 'EUR') => {
  const recibo = await creado(moneda);
  await compartirRecibo(recibo, 30);
  return guardado(recibo.id);
};

/** The largest recurring plan the form accepts: the largest receipt as its template. */
export function peorPlan(marca: string): PlanInput {
  const { emisor, ...resto } = peor('EUR', marca);
  const { firma: _firma, ...sinFirma } = emisor;
  const plan: PlanInput = {
    frecuencia: 'trimestral',
    dia: 31,
    inicio: '2026-02-28',
    fin: '2099-12-31',
    enviarPorCorreo: true,
    cobro: 'al-confirmar',
    plantilla: plantillaDeEntrada({ ...resto, emisor: sinFirma }),
  };
  comprobar(Object.keys(validarPlan(plan)).length === 0, 'el plan más grande no pasa el formulario');
  return plan;
}

/** The largest payer the form accepts: the largest receipt's payer, address and defaults. */
export function peorPagador(marca: string): PagadorInput {
  const r = peor('EUR', marca);
  const pagador: PagadorInput = {
    ...r.pagador,
    direccion: texto(LIMITES.direccion, marca),
    concepto: r.concepto,
    lineas: r.lineas,
    moneda: r.moneda,
    metodoPago: r.metodoPago,
    etiquetas: r.etiquetas,
  };
  comprobar(Object.keys(validarPagador(pagador)).length === 0, 'el pagador más grande no pasa el formulario');
  return pagador;
}

let planId = '';
let pagadorId = '';

export interface Operacion {
  nombre: string;
  bloques: Array<keyof typeof BLOQUES>;
  /** What it needs, made under the rules as written; none for an operation that needs nothing. */
  preparar?: () => Promise<Recibo | null>;
  hacer: (recibo: Recibo | null) => Promise<unknown>;
}

const esta = (recibo: Recibo | null) => {
  if (!recibo) throw new Error('la operación necesita un recibo');
  return recibo;
};

/** The issuer of the largest certificate: a name at its limit, a company's tax ID. */
const PERFIL_DEL_CERTIFICADO = {
  ...PERFIL_VACIO,
  nombre: texto(LIMITES.nombre, '𝐱'),
  documento: 'B12345678',
  ciudad: 'Madrid',
};

export const OPERACIONES: Operacion[] = [
  ...MONEDAS.map(
    (moneda): Operacion => ({
      nombre: `emitir en ${moneda}`,
      bloques: ['recibos', 'contador', 'verificaciones'],
      hacer: () => crearRecibo(peor(moneda, '𝐱')),
    }),
  ),
  {
    nombre: 'editar cada campo',
    bloques: ['recibos', 'ediciones', 'verificaciones'],
    preparar: () => creado('CLP'),
    hacer: (r) => actualizarRecibo(esta(r), peor('CLP', '𝐲')),
  },
  {
    // A receipt ever shared is not edited: its correction replaces it (docs/decisiones/017).
    nombre: 'corregir uno compartido',
    bloques: ['recibos', 'publicos', 'contador', 'verificaciones'],
    preparar: () => compartido('CLP'),
    hacer: (r) => crearRecibo(peor('CLP', '𝐲'), undefined, esta(r)),
  },
  {
    nombre: 'anular uno compartido',
    bloques: ['recibos', 'publicos', 'verificaciones'],
    preparar: () => compartido('CLP'),
    hacer: (r) => anularRecibo(esta(r), motivoMaximo()),
  },
  {
    nombre: 'compartir',
    bloques: ['recibos', 'publicos'],
    preparar: () => creado('CLP'),
    hacer: (r) => compartirRecibo(esta(r), 30),
  },
  {
    nombre: 'volver a compartir',
    bloques: ['recibos', 'publicos'],
    preparar: () => compartido('CLP'),
    hacer: (r) => compartirRecibo(esta(r), null),
  },
  {
    nombre: 'guardar un recibo periódico',
    bloques: ['planes', 'revisiones'],
    hacer: () => crearPlan(peorPlan('𝐱'), '2026-02-28'),
  },
  {
    nombre: 'cambiar un recibo periódico',
    bloques: ['planes', 'revisiones'],
    preparar: async () => {
      planId = await crearPlan(peorPlan('𝐱'), '2026-02-28');
      return null;
    },
    hacer: async () => {
      const plan = await obtenerPlan(planId);
      if (!plan) throw new Error('falta el plan');
      await actualizarPlan(plan, peorPlan('𝐲'), '2026-03-01');
    },
  },
  {
    nombre: 'descargar o imprimir (marca de salida)',
    bloques: ['recibos'],
    // As the receipt's page has it: read back (the mark checks it has not changed since).
    preparar: async () => guardado((await creado('CLP')).id),
    hacer: (r) => marcarSalida(esta(r), 'impresion'),
  },
  {
    nombre: 'guardar un pagador',
    bloques: ['pagadores', 'cupo'],
    hacer: () => crearPagador(peorPagador('𝐱')),
  },
  {
    // One commit of an import, whose count lists every payer it creates: the longest list (each
    // payer's own checks cost the same as one saved alone, above; the largest would make this
    // the slowest operation of the stage for nothing more).
    nombre: `importar ${PAGADORES_POR_COMMIT} pagadores`,
    bloques: ['pagadores', 'cupo'],
    hacer: () =>
      importarPagadores(Array.from({ length: PAGADORES_POR_COMMIT }, (_, i) => ({ nombre: `Socio ${i + 1}` }))),
  },
  {
    nombre: 'eliminar un pagador',
    bloques: ['pagadores', 'cupo'],
    preparar: async () => {
      pagadorId = await crearPagador(peorPagador('𝐱'));
      return null;
    },
    hacer: () => eliminarPagador(pagadorId),
  },
  {
    nombre: 'dejar de compartir',
    bloques: ['recibos', 'publicos'],
    preparar: () => compartido('CLP'),
    hacer: (r) => dejarDeCompartir(esta(r)),
  },
  {
    // The largest certificate: names at their limit, every currency, the most receipts.
    nombre: 'certificar los pagos de un año',
    bloques: ['verificaciones'],
    // Its issuer is the writer's own details, read by the rules.
    preparar: async () => {
      await guardarPerfilEmisor(PERFIL_DEL_CERTIFICADO);
      return null;
    },
    hacer: () => {
      const pagador = { nombre: texto(LIMITES.nombre, '𝐱'), documento: '12345678Z' };
      return registrarCertificado(
        {
          anio: 2026,
          clave: 'documento:12345678Z',
          pagador,
          recibos: Array.from({ length: MAX_RECIBOS_DEL_CERTIFICADO }, () => ({}) as Recibo),
          totales: MONEDAS.map((moneda) => ({ moneda, centimos: TOTAL_MAX })),
        },
        { nombre: PERFIL_DEL_CERTIFICADO.nombre, documento: PERFIL_DEL_CERTIFICADO.documento },
      );
    },
  },
];

/**
 * The book's issuer details, the largest the profile takes where the rules compare them (name,
 * tax ID, signature): a person with «Emisión» signs every receipt with them (firestore.rules,
 * `emisorDelLibro`), so its largest receipt carries them.
 */
export const PERFIL_DEL_LIBRO = {
  ...PERFIL_VACIO,
  // Outside Spain and Chile, whose tax IDs have a format: the longest text the form takes.
  pais: 'México',
  nombre: texto(LIMITES.nombre, '𝐱'),
  documento: texto(LIMITES.documento, '𝐱'),
  firma: firmaMaxima(),
};
const conElEmisorDelLibro = (input: ReciboInput): ReciboInput => ({
  ...input,
  emisor: {
    ...input.emisor,
    nombre: PERFIL_DEL_LIBRO.nombre,
    documento: PERFIL_DEL_LIBRO.documento,
    firma: PERFIL_DEL_LIBRO.firma,
  },
});
const conPerfilDelLibro = async <T>(preparar: () => Promise<T>): Promise<T> => {
  await guardarPerfilEmisor(PERFIL_DEL_LIBRO);
  return preparar();
};

/**
 * What a person with «Emisión» writes in the measure's account's book: its largest receipt issued
 * and corrected with the book's issuer details, a shared one voided, one shared, and the largest
 * certificate, each naming them (the measure makes the writes as that person:
 * presupuesto.rules.medida.ts). Prepared as the book's owner.
 */
const laDelPropietario = (nombre: string) => {
  const op = OPERACIONES.find((o) => o.nombre === nombre);
  if (!op) throw new Error(`falta la operación ${nombre}`);
  return op;
};
export const OPERACIONES_DE_EMISION: Operacion[] = [
  {
    nombre: 'emitir en CLP (Emisión)',
    bloques: ['recibos', 'contador', 'verificaciones'],
    preparar: () => conPerfilDelLibro(async () => null),
    hacer: () => crearRecibo(conElEmisorDelLibro(peor('CLP', '𝐱'))),
  },
  {
    nombre: 'corregir uno compartido (Emisión)',
    bloques: ['recibos', 'publicos', 'contador', 'verificaciones'],
    preparar: () => conPerfilDelLibro(() => compartido('CLP')),
    hacer: (r) => crearRecibo(conElEmisorDelLibro(peor('CLP', '𝐲')), undefined, esta(r)),
  },
  { ...laDelPropietario('anular uno compartido'), nombre: 'anular uno compartido (Emisión)' },
  { ...laDelPropietario('compartir'), nombre: 'compartir (Emisión)' },
  { ...laDelPropietario('certificar los pagos de un año'), nombre: 'certificar los pagos de un año (Emisión)' },
];
