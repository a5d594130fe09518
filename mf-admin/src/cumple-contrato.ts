// The implementation keeps the contract (../contrato.ts): this file only type-checks.
import type { Contrato } from '../contrato';
import type * as AdminTokensPage from './tokens/pages/AdminTokensPage';

export type Implementacion = { AdminTokensPage: typeof AdminTokensPage };
export const cumple = (implementacion: Implementacion): Contrato => implementacion;
