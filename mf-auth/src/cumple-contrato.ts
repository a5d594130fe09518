// Generated from ../contrato.ts by scripts/generar.mjs: do not edit. The implementation keeps the
// contract: this file only type-checks.
import type { Contrato } from '../contrato';
import type * as AccesoPage from './acceso/pages/AccesoPage';
import type * as CuentaPage from './cuenta/pages/CuentaPage';
import type * as RegistroPage from './registro/pages/RegistroPage';

export type Implementacion = {
  AccesoPage: typeof AccesoPage;
  RegistroPage: typeof RegistroPage;
  CuentaPage: typeof CuentaPage;
};
export const cumple = (implementacion: Implementacion): Contrato => implementacion;
