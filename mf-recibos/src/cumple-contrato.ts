// Generated from ../contrato.ts by scripts/generar.mjs: do not edit. The implementation keeps the
// contract: this file only type-checks.
import type { Contrato } from '../contrato';
import type * as InicioPage from './recibos/pages/InicioPage';
import type * as ReciboPublicoPage from './recibos/pages/ReciboPublicoPage';
import type * as RecibosPage from './recibos/pages/RecibosPage';

export type Implementacion = {
  InicioPage: typeof InicioPage;
  RecibosPage: typeof RecibosPage;
  ReciboPublicoPage: typeof ReciboPublicoPage;
};
export const cumple = (implementacion: Implementacion): Contrato => implementacion;
