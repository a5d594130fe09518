import type { ImporteEnMoneda } from '../recibos/api/consultas';
import { MONEDAS, type Moneda, type Recibo } from '../recibos/types';
import { claveDelPagador } from './pagador';

/** The years the summary and the certificates take (the certificates' rules check them too). */
export const ANIOS = { desde: 2000, hasta: 2100 } as const;

/** A set of receipts and their amounts, one per currency (never added across currencies). */
export interface Cifras {
  recibos: number;
  importes: ImporteEnMoneda[];
}

export interface Grupo extends Cifras {
  clave: string;
  /** As the latest receipt of the year writes it. */
  nombre: string;
}

export interface ResumenDelAnio {
  anio: number;
  /** The receipts that count: issued, not voided (a correction counts as itself, once). */
  emitidos: Cifras;
  /** Voided receipts, left out of every figure; `sustituidos` of them were replaced by a correction. */
  anulados: number;
  sustituidos: number;
  /** January to December, every month present (zero where nothing was issued). */
  porMes: Cifras[];
  /** Rent receipts by property (the address's lines, ignoring spaces and case). */
  porInmueble: Grupo[];
  /** By label id; a receipt with two labels counts in both, one without any in none. */
  porEtiqueta: Grupo[];
  sinEtiqueta: Cifras;
  /** By payer (./pagador.ts). */
  porPagador: Grupo[];
  /** The currencies present among the issued receipts, in MONEDAS order. */
  monedas: Moneda[];
}

/** Each currency once, in MONEDAS order, only those with a receipt. */
class Suma {
  recibos = 0;
  private readonly centimos = new Map<Moneda, number>();
  sumar(recibo: Recibo) {
    this.recibos++;
    this.centimos.set(recibo.moneda, (this.centimos.get(recibo.moneda) ?? 0) + recibo.total);
  }
  cifras(): Cifras {
    return {
      recibos: this.recibos,
      importes: MONEDAS.flatMap((moneda) => {
        const centimos = this.centimos.get(moneda);
        return centimos === undefined ? [] : [{ moneda, centimos }];
      }),
    };
  }
}

class Grupos {
  private readonly porClave = new Map<string, { nombre: string; suma: Suma }>();
  /** Receipts come oldest first: the group keeps the name its latest one gives. */
  sumar(clave: string, nombre: string, recibo: Recibo) {
    const grupo = this.porClave.get(clave) ?? { nombre, suma: new Suma() };
    grupo.nombre = nombre;
    this.porClave.set(clave, grupo);
    grupo.suma.sumar(recibo);
  }
  /** Most receipts first, then by name. */
  lista(): Grupo[] {
    return [...this.porClave.entries()]
      .map(([clave, { nombre, suma }]) => ({ clave, nombre, ...suma.cifras() }))
      .sort((a, b) => b.recibos - a.recibos || a.nombre.localeCompare(b.nombre, 'es'));
  }
}

const lineasDelInmueble = (inmueble: string) =>
  inmueble
    .split('\n')
    .map((linea) => linea.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/**
 * The year's figures from its receipts (those dated in it, as the list with «Desde» 1 January and
 * «Hasta» 31 December finds them). Oldest first, so each group is named as its latest receipt
 * writes it (the certificates name the payer so too).
 */
export function resumenDelAnio(anio: number, recibos: readonly Recibo[]): ResumenDelAnio {
  const delAnio = recibos
    .filter((r) => r.fecha.startsWith(`${anio}-`))
    .sort((a, b) => a.fecha.localeCompare(b.fecha) || a.numero - b.numero);
  const total = new Suma();
  const meses = Array.from({ length: 12 }, () => new Suma());
  const inmuebles = new Grupos();
  const etiquetas = new Grupos();
  const sinEtiqueta = new Suma();
  const pagadores = new Grupos();
  let anulados = 0;
  let sustituidos = 0;
  for (const recibo of delAnio) {
    if (recibo.estado === 'anulado') {
      anulados++;
      if (recibo.sustituidoPor) sustituidos++;
      continue;
    }
    total.sumar(recibo);
    meses[Number(recibo.fecha.slice(5, 7)) - 1]?.sumar(recibo);
    if (recibo.alquiler) {
      const lineas = lineasDelInmueble(recibo.alquiler.inmueble);
      inmuebles.sumar(lineas.join('\n').toLowerCase(), lineas.join(', '), recibo);
    }
    for (const id of new Set(recibo.etiquetas)) etiquetas.sumar(id, id, recibo);
    if (recibo.etiquetas.length === 0) sinEtiqueta.sumar(recibo);
    pagadores.sumar(claveDelPagador(recibo.pagador), recibo.pagador.nombre.trim(), recibo);
  }
  const emitidos = total.cifras();
  return {
    anio,
    emitidos,
    anulados,
    sustituidos,
    porMes: meses.map((mes) => mes.cifras()),
    porInmueble: inmuebles.lista(),
    porEtiqueta: etiquetas.lista(),
    sinEtiqueta: sinEtiqueta.cifras(),
    porPagador: pagadores.lista(),
    monedas: emitidos.importes.map((i) => i.moneda),
  };
}

/** The list's filters for a year: the summary's figures are the sums of what it shows. */
export const filtrosDelAnio = (anio: number) => ({ desde: `${anio}-01-01`, hasta: `${anio}-12-31` });
