// The links' names and shapes live in dominio-recibos, which every writer imports. Remotes built
// before it read them from the shell's shared-firebase at runtime, so it keeps exporting them until
// no deployed remote is older (docs/arquitectura.md, «Mover código sin romper lo desplegado»);
// new code imports dominio-recibos.
export {
  COLECCION_AUDITORIA,
  COLECCION_PUBLICA,
  COLECCION_REGISTRO,
  formatearNumero,
  type QuienRevoca,
  quienRevoca,
  type RegistroEnlace,
  registroDeEnlaceHuerfano,
  rutaDelPagador,
  TOKEN_VALIDO,
} from 'dominio-recibos';
