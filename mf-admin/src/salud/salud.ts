import { agrupar, type Cifras, type Medidas } from 'medidas-de-campo';

// What «Salud» shows, from the stored sums: a row per route and remote version, and each
// remote's canary beside its stable version.

export type FilaDeSalud = { ruta: string; remoto: string; version: string; canario: boolean; cifras: Cifras };

const orden = (a: FilaDeSalud, b: FilaDeSalud) =>
  a.ruta.localeCompare(b.ruta) || a.remoto.localeCompare(b.remoto) || Number(a.canario) - Number(b.canario);

export function filasPorRuta(medidas: readonly Medidas[]): FilaDeSalud[] {
  return agrupar(medidas, (d) => ({ ruta: d.ruta, remoto: d.remoto, version: d.version, canario: d.canario })).sort(
    orden,
  );
}

export type LadoDeLaComparacion = { version: string; cifras: Cifras };
export type Comparacion = { remoto: string; canario: LadoDeLaComparacion; estable: LadoDeLaComparacion | null };

/**
 * Each canary version of the period against its remote's stable version: the one the shell's
 * configuration names now (`estables`), else the stable one with the most page views; all routes
 * together.
 */
export function comparaciones(medidas: readonly Medidas[], estables: Record<string, string> = {}): Comparacion[] {
  const versiones = agrupar(medidas, (d) => ({ remoto: d.remoto, version: d.version, canario: d.canario }));
  return versiones
    .filter((v) => v.canario)
    .map((c) => {
      const estable =
        versiones
          .filter((v) => v.remoto === c.remoto && !v.canario)
          .sort(
            (a, b) =>
              Number(b.version === estables[c.remoto]) - Number(a.version === estables[c.remoto]) ||
              b.cifras.vistas - a.cifras.vistas,
          )[0] ?? null;
      return {
        remoto: c.remoto,
        canario: { version: c.version, cifras: c.cifras },
        estable: estable && { version: estable.version, cifras: estable.cifras },
      };
    })
    .sort((a, b) => a.remoto.localeCompare(b.remoto));
}
