// Generated from ../contrato.ts by scripts/generar.mjs: do not edit. The implementation keeps the
// contract: this file only type-checks.
import type { Contrato } from '../contrato';
import type * as SaludPage from './salud/pages/SaludPage';
import type * as AdminTokensPage from './tokens/pages/AdminTokensPage';

export type Implementacion = {
  AdminTokensPage: typeof AdminTokensPage;
  SaludPage: typeof SaludPage;
};
export const cumple = (implementacion: Implementacion): Contrato => implementacion;
