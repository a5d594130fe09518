import { calificar, type Metrica } from 'medidas-de-campo';

export const NOMBRE_DE_LA_CALIFICACION = { bueno: 'Bueno', mejorable: 'Mejorable', malo: 'Malo' } as const;
export const TONO = { bueno: 'ui-estado--ok', mejorable: 'ui-estado--aviso', malo: 'ui-estado--peligro' } as const;

/** A p75 as people read it: «2.100 ms», CLS «0,05»; «—» without samples. */
export function valorDe(metrica: Metrica, valor: number | null): string {
  if (valor === null) return '—';
  if (metrica === 'CLS') return valor.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${Math.round(valor).toLocaleString('es-ES')} ms`;
}

export const porMil = (n: number | null) =>
  n === null ? '—' : n.toLocaleString('es-ES', { maximumFractionDigits: 1 });

/** A p75 and its rating against Google's thresholds, in words (not only colour). */
export function Valor({ metrica, valor }: { metrica: Metrica; valor: number | null }) {
  const nota = calificar(metrica, valor);
  if (!nota) return <>—</>;
  return (
    <>
      {valorDe(metrica, valor)} <span className={`ui-estado ${TONO[nota]}`}>{NOMBRE_DE_LA_CALIFICACION[nota]}</span>
    </>
  );
}

export const versionCorta = (version: string) => version.slice(0, 7);
