// firestore.rules is generated: each team writes the rules of its collections in a part beside
// their tests, and every value the rules share with TypeScript (currencies, payment methods,
// limits, the text classes, the number's format) is written here from its TypeScript source.
// scripts/generar.mjs writes the file (`pnpm generar`); scripts/generar.test.ts fails when the
// deployed file says something else. The deployed file stays one file, as Firebase takes it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CIFRAS_DEL_NUMERO,
  CODIGO_VALIDO,
  DIAS_DE_INVITACION,
  MAX_PAGADORES,
  NOMBRE_DEL_LIBRO_MAX,
  PAGADORES_POR_COMMIT,
  PREFIJO_DE_LA_SERIE,
  PREFIJO_DEL_NUMERO,
  ROLES,
  VIAS_DE_QUIEN_LEE,
  VIAS_DE_SALIDA,
} from 'dominio-recibos';
import { UNIDADES_POR_CARACTER } from 'shared-firebase/texto';
import { MOTIVO_MAX } from '../../mf-admin/src/tokens/motivo';
import { DESCRIPCION_MAX, NOMBRE_MAX } from '../../mf-etiquetas/src/etiquetas/validacion';
import { MAX_RECIBOS_DEL_CERTIFICADO } from '../../mf-recibos/src/certificados/certificado';
import { PAIS_ESPANA } from '../../mf-recibos/src/emisor/espana';
import { LIMITES_PERFIL } from '../../mf-recibos/src/emisor/validacion';
import { LIMITES_PAGADOR } from '../../mf-recibos/src/pagadores/validacion';
import { MAX_PREFIJO, MAX_TERMINOS, MIN_PREFIJO } from '../../mf-recibos/src/recibos/busqueda';
import { TOTAL_MAX } from '../../mf-recibos/src/recibos/dinero';
import { FIRMA_MAX } from '../../mf-recibos/src/recibos/firma';
import { METODOS_PAGO, MONEDAS } from '../../mf-recibos/src/recibos/types';
import { LIMITES, TELEFONO } from '../../mf-recibos/src/recibos/validacion';
import { ANIOS } from '../../mf-recibos/src/resumen/resumen';
import { clasesParaReglas, claseVisibleLiteral } from '../../shared-firebase/src/texto-reglas';

const RAIZ = path.resolve(import.meta.dirname, '..', '..');

/** The platform's part: sessions, server times, visible text. */
const COMUN = 'shared-firebase/src/reglas/comun.rules';

/**
 * The parts: the platform's first, then every `*.rules` file in a remote's src/ (found, not
 * listed: a new remote's or feature's part joins the file by being there), by path.
 */
export function partes(): string[] {
  const remotas = readdirSync(RAIZ)
    .filter((carpeta) => carpeta.startsWith('mf-') && existsSync(path.join(RAIZ, carpeta, 'src')))
    .flatMap((carpeta) =>
      readdirSync(path.join(RAIZ, carpeta, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((archivo) => archivo.endsWith('.rules'))
        .map((archivo) => `${carpeta}/src/${archivo.split(path.sep).join('/')}`),
    );
  return [COMUN, ...remotas.sort()];
}

/** A limit in characters as the rules bound it: UTF-16 units (the text functions' comment says why). */
const u = (caracteres: number) => String(caracteres * UNIDADES_POR_CARACTER);

/** The rules' form of a JavaScript pattern anchored at both ends (RE2 matches the whole string). */
function patronDeReglas(patron: RegExp): string {
  const cuerpo = /^\^(.*)\$$/.exec(patron.source)?.[1];
  if (!cuerpo || patron.flags !== '') throw new Error(`${patron} no se puede escribir en las reglas tal cual`);
  return cuerpo.replaceAll('\\+', '[+]');
}

/** Zeros before a number `n` of the series so that it has CIFRAS_DEL_NUMERO digits: '000' for 7. */
function cerosDelNumero(n: string, cifras = CIFRAS_DEL_NUMERO): string {
  let expresion = "''";
  for (let k = cifras - 1; k >= 1; k--) expresion = `(${n} < ${10 ** k} ? '${'0'.repeat(cifras - k)}' : ${expresion})`;
  return expresion;
}

/** Every placeholder the parts may use, `{{NOMBRE}}`, and what it becomes. */
export function constantes(): Record<string, string> {
  const [recortables] = clasesParaReglas('recortables');
  const visible = claseVisibleLiteral();
  const fuera = `[^${recortables}]`;
  const parteDelEmail = `[${claseVisibleLiteral(['@'.codePointAt(0) as number])}]+`;
  const termino = `[^|${recortables}]{${MIN_PREFIJO},${MAX_PREFIJO}}`;
  return {
    TEXTO_VISIBLE: `(?s)(?:[${visible}](?:.*${fuera})?|${fuera}.*[${visible}](?:.*${fuera})?)`,
    EMAIL: `${parteDelEmail}@${parteDelEmail}[.]${parteDelEmail}`,
    TERMINOS_DE_BUSQUEDA: `${termino}([|]${termino})*`,
    MAX_TERMINOS: String(MAX_TERMINOS),
    MONEDAS: MONEDAS.join('|'),
    // A certificate's totals: a map of cents by currency, each currency's value checked by name.
    LISTA_DE_MONEDAS: MONEDAS.map((m) => `'${m}'`).join(', '),
    CENTIMOS_POR_MONEDA: MONEDAS.map((m) => `centimos(t.get('${m}', 0), v.recibos)`).join(' && '),
    TOTAL_MAX: String(TOTAL_MAX),
    ANIO_MIN: String(ANIOS.desde),
    ANIO_MAX: String(ANIOS.hasta),
    MAX_RECIBOS_DEL_CERTIFICADO: String(MAX_RECIBOS_DEL_CERTIFICADO),
    PAIS_ESPANA,
    VIAS_DE_SALIDA: VIAS_DE_SALIDA.map((via) => `'${via}'`).join(', '),
    VIAS_DE_QUIEN_LEE: VIAS_DE_QUIEN_LEE.map((via) => `'${via}'`).join(', '),
    METODOS_DE_PAGO: METODOS_PAGO.join('|'),
    PREFIJO_DEL_NUMERO,
    CEROS_DEL_NUMERO: cerosDelNumero('r.numero'),
    CODIGO_DE_VERIFICACION: patronDeReglas(CODIGO_VALIDO),
    SERIE: `${PREFIJO_DE_LA_SERIE}[0-9]{4}`,
    LARGO_ETIQUETA_NOMBRE: u(NOMBRE_MAX),
    LARGO_ETIQUETA_DESCRIPCION: u(DESCRIPCION_MAX),
    LARGO_NOMBRE: u(LIMITES.nombre),
    LARGO_DOCUMENTO: u(LIMITES.documento),
    LARGO_DIRECCION: u(LIMITES.direccion),
    LARGO_CONTACTO: u(LIMITES.contacto),
    LARGO_EMAIL: u(LIMITES.email),
    LARGO_CONCEPTO: u(LIMITES.concepto),
    LARGO_DESCRIPCION: u(LIMITES.descripcion),
    LARGO_NOTAS: u(LIMITES.notas),
    LARGO_MOTIVO: u(LIMITES.motivo),
    LARGO_INMUEBLE: u(LIMITES.inmueble),
    MAX_ETIQUETAS: String(LIMITES.etiquetas),
    MAX_PAGADORES: String(MAX_PAGADORES),
    PAGADORES_POR_COMMIT: String(PAGADORES_POR_COMMIT),
    LARGO_PERFIL_NOMBRE: u(LIMITES_PERFIL.nombre),
    // opcionalVisible multiplies by the units per character itself: these are characters.
    PERFIL_DOCUMENTO: String(LIMITES_PERFIL.documento),
    PERFIL_DIRECCION: String(LIMITES_PERFIL.direccion),
    PERFIL_CODIGOPOSTAL: String(LIMITES_PERFIL.codigoPostal),
    PERFIL_CIUDAD: String(LIMITES_PERFIL.ciudad),
    PERFIL_PROVINCIA: String(LIMITES_PERFIL.provincia),
    PERFIL_PAIS: String(LIMITES_PERFIL.pais),
    // The phone is digits and symbols, one unit each: bounded in units as it is.
    LARGO_TELEFONO: String(LIMITES.telefono),
    TELEFONO: patronDeReglas(TELEFONO),
    LARGO_PAGADOR_NOMBRE: u(LIMITES_PAGADOR.nombre),
    PAGADOR_DOCUMENTO: String(LIMITES_PAGADOR.documento),
    PAGADOR_DIRECCION: String(LIMITES_PAGADOR.direccion),
    PAGADOR_CONCEPTO: String(LIMITES_PAGADOR.concepto),
    LARGO_MOTIVO_REVOCACION: u(MOTIVO_MAX),
    ROLES: ROLES.join('|'),
    DIAS_DE_INVITACION: String(DIAS_DE_INVITACION),
    LARGO_NOMBRE_DEL_LIBRO: u(NOMBRE_DEL_LIBRO_MAX),
    UNIDADES_POR_CARACTER: String(UNIDADES_POR_CARACTER),
    // A path of ASCII characters: one unit each.
    LARGO_FIRMA: String(FIRMA_MAX),
  };
}

const CABECERA = `rules_version = '2';

// Generated by scripts/generar.mjs (pnpm generar) from the parts, each beside its tests
// (shared-firebase/src/reglas/comun.rules, then every *.rules in a remote's src/), and from the
// TypeScript constants they share ({{NOMBRE}} in a part, tooling/reglas/ensamblar.ts): edit
// those, never this file.
//
// The boundary between users. Client checks are a convenience: these rules refuse everything the
// UI refuses, with two exceptions: a CLP line with cents whose receipt total is whole (for the
// evaluation budget; see validRecibo), and the check character of a Spanish tax id in the
// issuer's details (its format is checked; see perfilEnEspana). Anything not matched below is
// denied.
service cloud.firestore {
  match /databases/{database}/documents {
`;

/** The deployed firestore.rules, from the parts (read from disk unless given) and the constants. */
export function reglasEnsambladas(leer = (parte: string) => readFileSync(path.join(RAIZ, parte), 'utf8')): string {
  const valores = constantes();
  const usadas = new Set<string>();
  const cuerpos = partes().map((parte) => {
    // A checkout that writes CRLF still generates the same file.
    const texto = leer(parte)
      .replaceAll('\r\n', '\n')
      .replace(/\{\{(\w+)\}\}/g, (_, nombre: string) => {
        const valor = valores[nombre];
        if (valor === undefined)
          throw new Error(`${parte}: {{${nombre}}} no es una constante de tooling/reglas/ensamblar.ts`);
        usadas.add(nombre);
        return valor;
      });
    const sangrado = texto
      .trimEnd()
      .split('\n')
      .map((linea) => (linea === '' ? '' : `    ${linea}`))
      .join('\n');
    return `    // From ${parte}.\n${sangrado}\n`;
  });
  const sobran = Object.keys(valores).filter((nombre) => !usadas.has(nombre));
  if (sobran.length > 0) throw new Error(`Constantes que ninguna parte usa: ${sobran.join(', ')}`);
  return `${CABECERA}${cuerpos.join('\n')}  }\n}\n`;
}
