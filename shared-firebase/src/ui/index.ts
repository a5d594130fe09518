import './base.css';

export { Boton, claseDeBoton, type EstiloDeBoton, type VarianteDeBoton } from './Boton';
export { Cargando } from './Cargando';
export { ConexionError } from './ConexionError';
export { ConfirmDialog, Dialog } from './Dialog';
export { ErrorCard } from './ErrorCard';
export { ErrorDeCarga } from './ErrorDeCarga';
export { Field, type FieldControlProps } from './Field';
export { FormActions } from './FormActions';
export { Marca, SimboloMarca } from './Marca';
export { PageHeader } from './PageHeader';
export { Celda, type Columna, Encabezado, Fila, TablaAdaptable } from './Tabla';
