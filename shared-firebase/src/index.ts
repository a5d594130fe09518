// The root entry: no Firebase or router code, only what every page needs (the session context,
// configuration checks, UI primitives). Firebase lives behind shared-firebase/auth and
// shared-firebase/firestore, the router behind shared-firebase/router, so each page loads only
// the surface it uses (see docs/rendimiento.md).
export { AuthContext, type AuthContextValue, NO_HAY_USUARIO, SinSesion, useAuth } from './auth-context';
export { configuracionFirebase } from './config';
export type { ContratoDe, ModuloDePagina } from './contratos';
export { codigoDeError } from './errores';
export { contar, numeroEs, segunNumero } from './formato';
export { type DestinoRest, leerDocumentoPublico } from './lectura-publica';
export { safeRedirect } from './safe-redirect';
export {
  Boton,
  Cargando,
  Celda,
  type Columna,
  ConexionError,
  ConfirmDialog,
  claseDeBoton,
  Dialog,
  Encabezado,
  ErrorCard,
  ErrorDeCarga,
  type EstiloDeBoton,
  Field,
  type FieldControlProps,
  Fila,
  FormActions,
  Marca,
  PageHeader,
  SimboloMarca,
  TablaAdaptable,
  type VarianteDeBoton,
} from './ui';
