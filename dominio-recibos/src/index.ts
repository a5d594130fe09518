export { anulacion, motivoDeLaAnulacion } from './anulacion';
export { type ContenidoDelRecibo, type CopiaDe, copiaNueva, instantanea } from './copia';
export {
  aleatorio,
  COLECCION_AUDITORIA,
  COLECCION_PUBLICA,
  COLECCION_REGISTRO,
  COMPARTIDO_REVOCADO,
  cambioDelAdmin,
  compartidoNuevo,
  type DuenoDelEnlace,
  nuevoEnlace,
  type QuienRevoca,
  quienRevoca,
  REVOCACION_DEL_DUENO,
  type ReciboDelEnlace,
  type RegistroEnlace,
  registroDeEnlaceHuerfano,
  registroNuevo,
  registroPropio,
  rutaDelPagador,
  TOKEN_VALIDO,
  tokenDerivado,
} from './enlace';
export { CIFRAS_DEL_NUMERO, formatearNumero, PREFIJO_DEL_NUMERO } from './numero';
export {
  COLECCION_PLANES,
  COLECCION_REVISIONES_DE_PLAN,
  idDelReciboDelPlan,
  type OrigenDelPlan,
  origenDelPlan,
  periodoDeLaFecha,
  revisionDelPlan,
  rutaDeLaRevisionDelPlan,
  rutaDelPlan,
} from './plan';
export {
  anioDeLaSerie,
  CIERRE_DE_LA_SERIE,
  COLECCION_EDICIONES,
  type ContadorGuardado,
  contadoresPorAnio,
  edicion,
  numeroDevuelto,
  numeroTomado,
  PREFIJO_DE_LA_SERIE,
  type ReciboDeLaSerie,
  reciboEmitido,
  rutaDeLaEdicion,
  rutaDelCierre,
  rutaDelContador,
  rutaDelContadorUnico,
} from './serie';
export { anulacionPorSustitucion, type ReferenciaDeRecibo, referenciaA } from './sustitucion';
