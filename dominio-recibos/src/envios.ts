// A receipt sent by e-mail from the app: the record of each sending (users/{uid}/envios/{id}), the
// day's counter that limits them (users/{uid}/enviosPorDia/{AAAA-MM-DD}) and the reasons one is
// refused, in Spanish. Only the Cloud Function writes them (Admin SDK: the rules refuse every
// browser write); the browser reads the records to show a receipt's history. A book's sendings
// count toward its own limit, whoever of its people sends them.

import type { Autor } from './libro';

export const COLECCION_ENVIOS = 'envios';
export const COLECCION_ENVIOS_POR_DIA = 'enviosPorDia';

/** Sendings one book may start in a day (Spain's), whatever their outcome: the app's name is on them. */
export const LIMITE_DE_ENVIOS_POR_DIA = 50;

/** A sending's id: the browser's, one per click, or a plan's (`idDelEnvioDelPlan`). */
export const ID_DE_ENVIO = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * en-cola: recorded, the e-mail not yet handed over (or the function died before saying; it is
 * never sent again under the same id); enviado: the SMTP server accepted it; fallido: it did not.
 */
export type EstadoDelEnvio = 'en-cola' | 'enviado' | 'fallido';
/**
 * manual: the issuer's click (or the page, sending a correction to whoever had the original);
 * plan: a recurring plan, as it issued the receipt; anulacion: a voided receipt, as the notice to
 * whoever had it by e-mail; aviso: the issuer told that a plan paused by itself (no receipt:
 * `reciboId` is empty); certificado: a payer's certificate of a year's payments (no receipt of its
 * own either).
 */
export type OrigenDelEnvio = 'manual' | 'plan' | 'anulacion' | 'aviso' | 'certificado';

/** A sending as stored (`Fecha`: the server's timestamp type where it is written). */
export interface RegistroDeEnvio<Fecha = unknown> {
  reciboId: string;
  /** The payer's address it went to. */
  para: string;
  origen: OrigenDelEnvio;
  estado: EstadoDelEnvio;
  /** Why it failed, in Spanish (null otherwise). */
  motivo: string | null;
  creadoEn: Fecha;
  /** When the SMTP server accepted it. */
  enviadoEn: Fecha | null;
  /** Who sent it, when not the book's owner (a person with «Emisión»: ./libro.ts). */
  por?: Autor;
}

export const rutaDelEnvio = (uid: string, envioId: string) => ['users', uid, COLECCION_ENVIOS, envioId] as const;
export const rutaDelContadorDeEnvios = (uid: string, dia: string) =>
  ['users', uid, COLECCION_ENVIOS_POR_DIA, dia] as const;

/** A plan's sending of the receipt it issued: one id per receipt, so a retried run sends it once. */
export const idDelEnvioDelPlan = (reciboId: string) => `${reciboId}-auto`;

/**
 * The sending of a confirmed charge's receipt (docs/decisiones/031): one per receipt, whichever
 * tab confirms it, so two tabs never send it twice.
 */
export const idDelEnvioDelCobro = (reciboId: string) => `${reciboId}-cobro`;

/** The issuer's notice that a plan paused by itself on `dia`: one per plan and day. */
export const idDelAvisoDePausa = (planId: string, dia: string) => `${planId}-pausa-${dia}`;

export const envioEnCola = <Fecha>(
  reciboId: string,
  para: string,
  origen: OrigenDelEnvio,
  ahora: Fecha,
  por?: Autor,
): RegistroDeEnvio<Fecha> => ({
  reciboId,
  para,
  origen,
  estado: 'en-cola',
  motivo: null,
  creadoEn: ahora,
  enviadoEn: null,
  ...(por ? { por } : {}),
});

export const envioEnviado = <Fecha>(ahora: Fecha) => ({ estado: 'enviado' as const, enviadoEn: ahora });
export const envioFallido = (motivo: string) => ({ estado: 'fallido' as const, motivo });

/** The day's counter after one more sending (`mas`: the store's increment of 1). */
export const contadorDeEnvios = <Incremento>(mas: Incremento) => ({ enviados: mas });

/** Why a sending is not even started: the function's answer and the page's message. */
export const RECHAZOS_DEL_ENVIO = {
  'sin-sesion': 'Inicia sesión para enviar recibos.',
  'sin-verificar': 'Para enviar recibos desde la app, verifica tu correo: te mandamos el enlace desde Mi cuenta.',
  datos: 'La petición de envío no es válida. Recarga la página e inténtalo de nuevo.',
  'no-existe': 'Este recibo ya no existe.',
  anulado: 'Un recibo anulado solo se envía, como aviso, a quien ya lo recibió por correo.',
  'ya-avisado': 'Ya se envió el aviso de la anulación de este recibo.',
  'sin-correo': 'El recibo no tiene el correo del pagador: añádelo editando el recibo.',
  limite: `Has llegado al límite de ${LIMITE_DE_ENVIOS_POR_DIA} envíos por correo de hoy. Podrás enviar más mañana.`,
  'sin-emisor': 'Para enviar certificados, rellena el nombre, el NIF y la ciudad en «Datos del emisor».',
  'certificado-sin-correo': 'Ningún recibo del año tiene el correo de este pagador.',
  'sin-permiso':
    'Con tu acceso a este libro no puedes enviar por correo: lo hacen quien lo lleva y las personas con «Emisión».',
  'en-traspaso': 'Este libro se está traspasando a otra cuenta: podrás enviarlo en cuanto termine, en unos minutos.',
} as const;
export type RechazoDelEnvio = keyof typeof RECHAZOS_DEL_ENVIO;

/** Minutes after which a sending still queued is shown as not confirmed (its function died). */
export const MINUTOS_SIN_CONFIRMAR = 10;

/** What of a receipt's sendings says who had it: the page's records and the function's reads. */
type EnvioLeido = Pick<RegistroDeEnvio, 'estado' | 'origen' | 'para'>;

/**
 * The addresses a receipt reached by e-mail: its sendings that arrived (a void notice is not the
 * receipt). They are told of its void and sent its correction; only then is a voided one sent.
 */
export const destinatariosDelRecibo = (envios: readonly EnvioLeido[] = []): Set<string> =>
  new Set(envios.filter((e) => e.estado === 'enviado' && e.origen !== 'anulacion').map((e) => e.para.trim()));

/** Whether its void notice went, or is on its way: one notice per receipt. */
export const anulacionAvisada = (envios: readonly EnvioLeido[] = []): boolean =>
  envios.some((e) => e.origen === 'anulacion' && e.estado !== 'fallido');
