import type { PerfilEmisor } from '../emisor/types';
import type { ImporteEnMoneda } from '../recibos/api/consultas';
import { enNombre } from '../recibos/csv';
import { MONEDAS, type Persona, type Recibo } from '../recibos/types';
import { claveDelPagador } from '../resumen/pagador';

/**
 * What a certificate of a year's payments states: that the issuer received from one payer
 * (../resumen/pagador.ts says who counts as one) these receipts' amounts in that year. Issued
 * receipts only: a voided one certifies nothing, a correction counts as itself.
 */
export interface Certificado {
  anio: number;
  clave: string;
  /** As the payer's latest receipt of the year names them. */
  pagador: Persona;
  /** Oldest first. */
  recibos: Recibo[];
  /** One per currency, never added across them. */
  totales: ImporteEnMoneda[];
}

/** One certificate per payer with an issued receipt in `anio`, by the payer's name. */
export function certificadosDelAnio(anio: number, recibos: readonly Recibo[]): Certificado[] {
  const porPagador = new Map<string, Recibo[]>();
  const delAnio = recibos
    .filter((r) => r.estado === 'emitido' && r.fecha.startsWith(`${anio}-`))
    .sort((a, b) => a.fecha.localeCompare(b.fecha) || a.numero - b.numero);
  for (const recibo of delAnio) {
    const clave = claveDelPagador(recibo.pagador);
    porPagador.set(clave, [...(porPagador.get(clave) ?? []), recibo]);
  }
  return [...porPagador.entries()]
    .map(([clave, suyos]) => ({
      anio,
      clave,
      pagador: { ...(suyos.at(-1) as Recibo).pagador, nombre: (suyos.at(-1) as Recibo).pagador.nombre.trim() },
      recibos: suyos,
      totales: MONEDAS.flatMap((moneda) => {
        const enEsta = suyos.filter((r) => r.moneda === moneda);
        return enEsta.length > 0 ? [{ moneda, centimos: enEsta.reduce((s, r) => s + r.total, 0) }] : [];
      }),
    }))
    .sort((a, b) => a.pagador.nombre.localeCompare(b.pagador.nombre, 'es'));
}

/** What a certificate's verification shows (dominio-recibos, verificacionDelCertificado). */
export const paraVerificar = (certificado: Certificado, emisor: { nombre: string; documento: string }) => ({
  anio: certificado.anio,
  emisor,
  pagador: certificado.pagador,
  recibos: certificado.recibos.length,
  totales: certificado.totales,
});

/** The issuer's details a certificate needs: who certifies, with which tax ID, where. */
export const CAMPOS_DEL_CERTIFICANTE = [
  ['nombre', 'el nombre'],
  ['documento', 'el NIF o documento fiscal'],
  ['ciudad', 'la ciudad'],
] as const satisfies ReadonlyArray<readonly [keyof PerfilEmisor, string]>;

/** What the issuer must fill in «Datos del emisor» before certifying («el NIF…, la ciudad»); [] when nothing. */
export function faltaParaCertificar(perfil: PerfilEmisor | null | undefined): string[] {
  return CAMPOS_DEL_CERTIFICANTE.filter(([campo]) => !perfil?.[campo].trim()).map(([, nombre]) => nombre);
}

/** `certificado-2026-lucia-gomez.pdf`. */
export function nombreDelCertificado(certificado: Certificado): string {
  const nombre = enNombre(certificado.pagador.nombre);
  return `certificado-${certificado.anio}${nombre ? `-${nombre}` : ''}.pdf`;
}

/** Receipts of one certificate a sending may name: a member paying weekly for a year is 53. */
export const MAX_RECIBOS_DEL_CERTIFICADO = 400;

/** The payer's e-mail for their certificate: the latest one their receipts of the year give. */
export function correoDelCertificado(certificado: Certificado): string | null {
  for (const recibo of [...certificado.recibos].reverse()) {
    const email = recibo.pagador.email?.trim();
    if (email) return email;
  }
  return null;
}

/**
 * The e-mail the certificate goes in (the PDF attached): only its own data, as a receipt's
 * (../recibos/envio.ts), so nobody can use the app's name to send their own words.
 */
export function correoDelCertificadoAlPagador(
  certificado: Certificado,
  emisor: string,
): { asunto: string; texto: string } {
  const nombre = certificado.pagador.nombre.trim();
  const enAsunto = [...emisor].length > 60 ? `${[...emisor].slice(0, 59).join('')}…` : emisor;
  return {
    asunto: `Certificado de los pagos de ${certificado.anio} de ${enAsunto}`,
    texto: [
      nombre ? `Hola, ${nombre}:` : 'Hola:',
      `${emisor} te envía el certificado de los pagos que le hiciste en ${certificado.anio} (${certificado.recibos.length === 1 ? 'un recibo' : `${certificado.recibos.length} recibos`}). Lo tienes adjunto en PDF.`,
      `Este correo lo envía la aplicación Recibos en nombre de ${emisor}. Si respondes, tu respuesta le llega a su correo.`,
    ].join('\n\n'),
  };
}
