// The database's nightly copy: Firestore's managed export (the whole (default) database, every
// collection) to a Cloud Storage bucket whose retention policy and lifecycle rule
// (../copias-ciclo-de-vida.json) keep each copy, undeletable, for COPIAS_DIAS days and then
// remove it.
// How to restore it, all of it or one account beside the live data: docs/despliegue.md,
// «Copias de seguridad». The emulators run no schedules and have no managed export: the
// restore is rehearsed on their own export (scripts/restaurar-cuenta.emulator.test.ts).

/** Days each copy is kept (the bucket's retention policy and lifecycle rule say the same). */
export const COPIAS_DIAS = 35;

/** The managed export's request: everything, into a folder of the bucket named by its time. */
export function peticionDeExportacion(proyecto: string, bucket: string, ahora: Date) {
  if (!proyecto) throw new Error('Falta el proyecto de la copia');
  if (!/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(bucket)) throw new Error(`Bucket de copias no válido: «${bucket}»`);
  return {
    name: `projects/${proyecto}/databases/(default)`,
    // ISO time, ':' left out (a folder name any tool takes): gs://…/2026-11-29T0300Z
    outputUriPrefix: `gs://${bucket}/${ahora.toISOString().slice(0, 16).replaceAll(':', '')}Z`,
    // Empty: every collection, those still to come included.
    collectionIds: [] as string[],
  };
}

/** The bucket by convention, unless configured: <proyecto>-copias. */
export const bucketPorDefecto = (proyecto: string) => `${proyecto}-copias`;
