#!/usr/bin/env node
// Versioned deploys (scripts/lib/versiones.mjs; docs/despliegue.md):
//   pnpm --filter <app> publicar                 the build in dist/ → despliegue/<sitio>/v/<versión>/
//   pnpm versiones lanzar <remoto> <versión>     everyone gets that version; a canary's promotion
//                                                is judged on its field data first (--forzar overrides)
//   pnpm versiones canario <remoto> <versión> <porcentaje>
//   pnpm versiones revertir <remoto>             the canary goes, or the previous version comes back
//   pnpm versiones estado
//   pnpm versiones compatibilidad                which of the shell's old exports a live version still needs
// Options: --despliegue <carpeta> (default despliegue/), --origen <URL> (where the remote's site
// is served; default its production origin in topologia.json), --dist <build> (publicar).
// Where the state lives: --repositorio <git URL> (or RECIBOS_DESPLIEGUE_REPOSITORIO, or the
// origin of a despliegue/ that is already its clone): every command works on the repository's
// current state and pushes its change, refused when another release pushed first
// (./lib/repositorio-de-despliegue.mjs). --produccion <URL del shell> also compares the live
// remotes.json with the repository's before changing it. --local keeps the state in the folder
// alone (a trial on one machine, the E2E spec): nothing outlives it.
// The canary's figures (lanzar, estado) come from the project's Firestore (--proyecto <id>, or
// GOOGLE_CLOUD_PROJECT, with application default credentials), or the emulators' (--emuladores).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COMPATIBILIDAD } from '../shared-firebase/compatibilidad.mjs';
import { SHELL } from '../tooling/topologia.mjs';
import { revisarCompatibilidad } from './lib/compatibilidad-del-shell.mjs';
import { desdeQuienLlama, ROOT } from './lib/config.mjs';
import { conCerrojo, enElRepositorio, sincronizar } from './lib/repositorio-de-despliegue.mjs';
import {
  anotarEnElHistorial,
  archivoConfiguracion,
  canario,
  DESPLIEGUE,
  estado,
  lanzar,
  publicar,
  publicarShell,
  remotoDeCarpeta,
  revertir,
} from './lib/versiones.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    despliegue: { type: 'string' },
    origen: { type: 'string' },
    dist: { type: 'string' },
    repositorio: { type: 'string' },
    produccion: { type: 'string' },
    local: { type: 'boolean' },
    forzar: { type: 'boolean' },
    emuladores: { type: 'boolean' },
    proyecto: { type: 'string' },
  },
});
const [orden, carpeta, version, porcentaje] = positionals;
const despliegue = values.despliegue ? desdeQuienLlama(values.despliegue) : DESPLIEGUE;
const opciones = { despliegue, origen: values.origen };
const relativa = (/** @type {string} */ ruta) => path.relative(ROOT, ruta) || '.';
const escrito = values.repositorio ?? process.env.RECIBOS_DESPLIEGUE_REPOSITORIO;
// A local path is from where the user typed it (pnpm --filter runs in the app's folder); a URL as is.
const repositorio = escrito && existsSync(desdeQuienLlama(escrito)) ? desdeQuienLlama(escrito) : escrito;
const esClon = existsSync(path.join(despliegue, '.git'));
if (!values.local && !repositorio && !esClon) {
  console.error(`✗ El estado del despliegue vive en un repositorio git (docs/despliegue.md): --repositorio <URL>
  (o RECIBOS_DESPLIEGUE_REPOSITORIO), o --local para probar en esta máquina sin guardarlo.`);
  process.exit(2);
}
/**
 * Runs a change on the deployment's state: in the repository (read, changed, pushed; refused if
 * another release pushed first) or, with --local, in the folder alone.
 * @template T
 * @param {() => T} cambio
 * @param {(resultado: T) => string} mensaje the commit's message
 * @returns {Promise<T>}
 */
const cambiar = (cambio, mensaje) =>
  values.local
    ? Promise.resolve(cambio())
    : enElRepositorio({ despliegue, repositorio, produccion: values.produccion }, cambio, mensaje);
const subirConfiguracion = `Sube la configuración (solo cambia remotes.json): npx firebase deploy --only hosting:${SHELL.sitio}`;

/** The field data's module (TypeScript, like the package it reads with): loaded only by the commands that judge. */
const campo = async () => {
  const { tsImport } = await import('tsx/esm/api');
  return /** @type {typeof import('./lib/cifras-de-campo.ts')} */ (
    await tsImport('./lib/cifras-de-campo.ts', import.meta.url)
  );
};

/**
 * The judgement of `version` of a remote if it is that remote's canary now (a promotion); null
 * when it is not (a first release, or a version launched without a canary, is not judged).
 * @param {string} carpeta
 * @param {string} version
 */
async function juicioDelCanario(carpeta, version) {
  const actual = estado(opciones).find((r) => r.carpeta === carpeta);
  if (!actual?.canario || actual.canario.version !== version || !actual.estable) return null;
  const { juzgarCanario } = await campo();
  return juzgarCanario(
    remotoDeCarpeta(carpeta).nombre,
    { estable: actual.estable, canario: version },
    { emuladores: values.emuladores, proyecto: values.proyecto },
  );
}

function uso() {
  console.error(`Uso:
  pnpm --filter <shell|mf-…> publicar [--dist <build>]
  pnpm versiones lanzar <mf-…> <versión> [--forzar]
  pnpm versiones canario <mf-…> <versión> <porcentaje>
  pnpm versiones revertir <mf-…>
  pnpm versiones estado
  pnpm versiones compatibilidad
  (opciones: --despliegue <carpeta>, --origen <URL del sitio del remoto>,
   --repositorio <URL git del despliegue> o RECIBOS_DESPLIEGUE_REPOSITORIO,
   --produccion <URL del shell> para comparar antes con producción, --local para probar sin repositorio,
   --proyecto <id> o --emuladores: de dónde leer las cifras del canario)`);
  process.exit(2);
}

try {
  if (orden === 'publicar' && carpeta === SHELL.carpeta) {
    const { destino, configurado } = await cambiar(
      () => publicarShell({ despliegue, ...(values.dist ? { dist: desdeQuienLlama(values.dist) } : {}) }),
      () => 'publicar shell',
    );
    console.log(`Shell publicado en ${relativa(destino)}/`);
    if (!configurado)
      console.log(`Aún no hay ${relativa(archivoConfiguracion(despliegue))}: lanza antes una versión de cada remoto.`);
    console.log(`Súbelo: npx firebase deploy --only hosting:${SHELL.sitio}`);
  } else if (orden === 'publicar' && carpeta) {
    const app = remotoDeCarpeta(carpeta);
    const {
      version: nueva,
      destino,
      nueva: esNueva,
    } = await cambiar(
      () => publicar(carpeta, { despliegue, ...(values.dist ? { dist: desdeQuienLlama(values.dist) } : {}) }),
      (r) => `publicar ${carpeta} ${r.version}`,
    );
    console.log(`${carpeta} ${nueva} ${esNueva ? 'publicada' : 'ya estaba publicada'} en ${relativa(destino)}/`);
    console.log(`Súbela: npx firebase deploy --only hosting:${app.sitio}`);
    console.log(
      `Después: pnpm versiones canario ${carpeta} ${nueva} 10   o   pnpm versiones lanzar ${carpeta} ${nueva}`,
    );
  } else if (orden === 'lanzar' && carpeta && version) {
    if (!values.local) await conCerrojo(despliegue, async () => sincronizar(despliegue, repositorio));
    /** @type {{ motivos: string[], canario?: unknown, estable?: unknown } | null} */
    let juicio;
    try {
      juicio = await juicioDelCanario(carpeta, version);
    } catch (error) {
      // A canary that cannot be judged is not promoted either (unless --forzar).
      juicio = { motivos: [`no se pudieron leer sus cifras (${error instanceof Error ? error.message : error})`] };
    }
    if (juicio && juicio.motivos.length > 0 && !values.forzar) {
      console.error(`✗ ${carpeta} ${version} no se promueve: ${juicio.motivos.join('; ')}.`);
      console.error('  Si aun así debe salir (sabiendo por qué), repite la orden con --forzar: queda en el historial.');
      process.exit(1);
    }
    const forzado = Boolean(juicio && juicio.motivos.length > 0 && values.forzar);
    const { antes, ahora } = await cambiar(
      () => {
        const hecho = lanzar(carpeta, version, opciones);
        anotarEnElHistorial(
          {
            fecha: new Date().toISOString(),
            orden: 'lanzar',
            remoto: carpeta,
            version,
            forzado,
            motivos: juicio?.motivos ?? [],
            ...(juicio?.canario ? { cifras: { canario: juicio.canario, estable: juicio.estable } } : {}),
          },
          despliegue,
        );
        return hecho;
      },
      (r) => `lanzar ${carpeta} ${r.antes ?? '(ninguna)'} → ${r.ahora}${forzado ? ' (forzado)' : ''}`,
    );
    console.log(`${carpeta}: ${antes ?? '(ninguna)'} → ${ahora} para todos los navegadores.`);
    if (forzado) console.log(`Forzado pese a: ${juicio?.motivos.join('; ')}. Queda en el historial.`);
    console.log(subirConfiguracion);
  } else if (orden === 'canario' && carpeta && version && porcentaje) {
    const r = await cambiar(
      () => canario(carpeta, version, Number(porcentaje), opciones),
      (c) => `canario ${carpeta} ${c.canario} al ${c.porcentaje} % sobre ${c.estable}`,
    );
    console.log(
      `${carpeta}: ${r.canario} para el ${r.porcentaje} % de los navegadores; el resto sigue en ${r.estable}.`,
    );
    console.log(subirConfiguracion);
  } else if (orden === 'revertir' && carpeta) {
    const { retirado, ahora } = await cambiar(
      () => revertir(carpeta, opciones),
      (r) => `revertir ${carpeta}: ${r.retirado} → ${r.ahora}`,
    );
    console.log(`${carpeta}: vuelve a ${ahora} para todos (retirada ${retirado}).`);
    console.log(subirConfiguracion);
  } else if (orden === 'estado') {
    if (!values.local) await conCerrojo(despliegue, async () => sincronizar(despliegue, repositorio));
    for (const r of estado(opciones)) {
      const partes = [`estable ${r.estable ?? '—'}`];
      if (r.anterior) partes.push(`anterior ${r.anterior}`);
      if (r.canario) partes.push(`canario ${r.canario.version} (${r.canario.porcentaje} %)`);
      partes.push(`publicadas: ${r.publicadas.length}`);
      console.log(`${r.carpeta.padEnd(14)} ${partes.join(' · ')}`);
      if (r.canario?.version && r.estable) {
        const juicio = await juicioDelCanario(r.carpeta, r.canario.version).catch((error) => error);
        if (juicio instanceof Error) console.log(`${''.padEnd(14)} cifras: no se pudieron leer (${juicio.message})`);
        else if (juicio) {
          const { lineaDeCifras } = await campo();
          console.log(`${''.padEnd(14)} canario: ${lineaDeCifras(juicio.canario)}`);
          console.log(`${''.padEnd(14)} estable: ${lineaDeCifras(juicio.estable)}`);
          console.log(
            `${''.padEnd(14)} ${juicio.motivos.length === 0 ? 'se puede promover' : `no se promovería: ${juicio.motivos.join('; ')}`}`,
          );
        }
      }
    }
  } else if (orden === 'compatibilidad') {
    if (values.local) throw new Error('compatibilidad lee el historial del repositorio del despliegue: sin --local.');
    const revisadas = await conCerrojo(despliegue, async () => {
      sincronizar(despliegue, repositorio);
      return revisarCompatibilidad(despliegue, COMPATIBILIDAD);
    });
    if (revisadas.length === 0) console.log('El shell no exporta nada solo por compatibilidad.');
    const sobran = revisadas.filter((r) => r.quienLaNecesita.length === 0);
    for (const { entrada, quienLaNecesita } of revisadas) {
      const nombre = `${entrada.modulo} · ${entrada.exportacion}`;
      if (quienLaNecesita.length === 0) console.log(`✗ ${nombre}: ninguna versión en uso la necesita.`);
      else
        console.log(
          `${nombre}: la necesita ${quienLaNecesita.map((v) => `${v.carpeta} ${v.version} (publicada el ${v.publicada.toISOString().slice(0, 10)})`).join(', ')}.`,
        );
    }
    if (sobran.length > 0)
      throw new Error(
        `Borra del shell lo que ya nadie usa (${sobran.map((r) => r.entrada.exportacion).join(', ')}) y su entrada en shared-firebase/compatibilidad.mjs, y publica el shell.`,
      );
  } else {
    uso();
  }
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
