import type { Plan } from '../types';

/** «Activo», «Pausado», «Pausado: no se pudo emitir», «Terminado». */
export function describirEstado(p: Pick<Plan, 'estado' | 'fallo'>): string {
  if (p.fallo) return 'Pausado: no se pudo emitir';
  return { activo: 'Activo', pausado: 'Pausado', terminado: 'Terminado' }[p.estado];
}
