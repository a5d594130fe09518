// The canary's figures for `pnpm versiones` (docs/despliegue.md, «El canario, juzgado por sus
// cifras»): the field data of a remote's canary and stable versions over the last days, read from
// Firestore with the Admin SDK (the project's, or the emulators' with --emuladores), judged by
// medidas-de-campo's motivosContraElCanario, the same figures «Salud» shows.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  type Cifras,
  COLECCION_ERRORES,
  COLECCION_MEDIDAS,
  cifrasDe,
  DIAS_DEL_JUICIO,
  desdeElDia,
  type Medidas,
  motivosContraElCanario,
} from 'medidas-de-campo';
import { DIRECCION_FIRESTORE, PROYECTO_LOCAL } from '../../tooling/topologia.mjs';

export type DondeLeer = { emuladores?: boolean; proyecto?: string | undefined };
export type Juicio = { estable: Cifras; canario: Cifras; motivos: string[] };

function proyectoDe({ emuladores, proyecto }: DondeLeer): string {
  if (emuladores) {
    process.env.FIRESTORE_EMULATOR_HOST = DIRECCION_FIRESTORE;
    // No Google metadata server to ask for credentials here.
    process.env.METADATA_SERVER_DETECTION = 'none';
    return PROYECTO_LOCAL;
  }
  const id = proyecto ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!id) throw new Error('sin proyecto de Firebase del que leer las cifras: --proyecto <id> (o --emuladores)');
  return id;
}

/**
 * A remote's documents of the last days, one query (remoto ==, dia >=: a composite index,
 * firestore.indexes.json), then each side's: the canary version as canary, the stable as stable.
 */
export async function cifrasDelRemoto(
  remoto: string,
  versiones: { estable: string; canario: string },
  donde: DondeLeer,
  hoy = new Date(),
): Promise<{ estable: Cifras; canario: Cifras }> {
  const app = initializeApp({ projectId: proyectoDe(donde) }, `versiones-${Date.now()}`);
  try {
    const instantanea = await getFirestore(app)
      .collection(COLECCION_MEDIDAS)
      .where('remoto', '==', remoto)
      .where('dia', '>=', desdeElDia(hoy, DIAS_DEL_JUICIO))
      .get();
    const medidas = instantanea.docs.map((d) => d.data() as Medidas);
    return {
      canario: cifrasDe(medidas.filter((m) => m.canario && m.version === versiones.canario)),
      estable: cifrasDe(medidas.filter((m) => !m.canario && m.version === versiones.estable)),
    };
  } finally {
    await deleteApp(app);
  }
}

export async function juzgarCanario(
  remoto: string,
  versiones: { estable: string; canario: string },
  donde: DondeLeer,
): Promise<Juicio> {
  const cifras = await cifrasDelRemoto(remoto, versiones, donde);
  return { ...cifras, motivos: motivosContraElCanario(cifras.canario, cifras.estable) };
}

const ms = (n: number | null) => (n === null ? '—' : `${Math.round(n)} ms`);
/** One side's figures on one line. */
export const lineaDeCifras = (c: Cifras) =>
  `${c.vistas} vistas · ${c.erroresPorMil === null ? '—' : c.erroresPorMil.toFixed(1)} errores por mil · p75 LCP ${ms(c.p75.LCP)} · INP ${ms(c.p75.INP)} · CLS ${c.p75.CLS === null ? '—' : c.p75.CLS.toFixed(2)}`;

/** Every field-data document of the project (the bench's: a few hundred), for its own figures. */
export async function todasLasMedidas(donde: DondeLeer): Promise<Medidas[]> {
  const app = initializeApp({ projectId: proyectoDe(donde) }, `medidas-${Date.now()}`);
  try {
    return (await getFirestore(app).collection(COLECCION_MEDIDAS).get()).docs.map((d) => d.data() as Medidas);
  } finally {
    await deleteApp(app);
  }
}

/** Deletes every field-data document (the bench, between its federated and monolith runs). */
export async function borrarMedidas(donde: DondeLeer): Promise<void> {
  const app = initializeApp({ projectId: proyectoDe(donde) }, `borrar-${Date.now()}`);
  try {
    const db = getFirestore(app);
    await db.recursiveDelete(db.collection(COLECCION_MEDIDAS));
    await db.recursiveDelete(db.collection(COLECCION_ERRORES));
  } finally {
    await deleteApp(app);
  }
}

/**
 * Per route, the figures of one build's loads: the documents of the route's remote with the
 * most page views (each remote on a page counts the same load: one of them, not their sum).
 */
export function cifrasPorRuta(medidas: readonly Medidas[]): Record<string, Cifras> {
  const porRuta = new Map<string, Medidas[]>();
  for (const m of medidas) porRuta.set(m.ruta, [...(porRuta.get(m.ruta) ?? []), m]);
  const cifras: Record<string, Cifras> = {};
  for (const [ruta, docs] of porRuta) {
    const porRemoto = new Map<string, Medidas[]>();
    for (const d of docs) porRemoto.set(d.remoto, [...(porRemoto.get(d.remoto) ?? []), d]);
    const grupos = [...porRemoto.values()].map(cifrasDe).sort((a, b) => b.vistas - a.vistas);
    if (grupos[0]) cifras[ruta] = grupos[0];
  }
  return cifras;
}
