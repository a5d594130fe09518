import './base.css';

export { Cargando } from './Cargando';
export { ConexionError } from './ConexionError';
export { ConfirmDialog, Dialog } from './Dialog';
export { ErrorCard } from './ErrorCard';
export { PageHeader } from './PageHeader';
