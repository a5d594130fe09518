export {
  comoDocumento,
  diaDe,
  type GrupoDeErrores,
  idDeMedidas,
  type Medidas,
  SIN_REMOTO,
  type Suma,
  sumasDelLote,
} from './agregado';
export {
  agrupar,
  type Cifras,
  calificar,
  cifrasDe,
  desdeElDia,
  gruposPrincipales,
  motivosContraElCanario,
  type Version,
} from './cifras';
export * from './constantes';
export { cubeta, type Histograma, limites, p75, percentil } from './histograma';
export { limpiarMarco, limpiarMensaje, marcoSuperior } from './limpiar';
export {
  type ErrorDeCampo,
  type Lote,
  leerLote,
  type Medida,
  type Rechazo,
  type RemotoEnLaPagina,
  versionDelManifiesto,
} from './lote';
export {
  esRutaMedible,
  RUTAS_DE_RECIBOS,
  type RutaMedible,
  rutaMedible,
  rutaMedibleBajo,
  rutasMedibles,
} from './rutas';
