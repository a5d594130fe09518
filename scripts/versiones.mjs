#!/usr/bin/env node
// Versioned deploys (scripts/lib/versiones.mjs; docs/despliegue.md):
//   pnpm --filter <app> publicar                 the build in dist/ → despliegue/<sitio>/v/<versión>/
//   pnpm versiones lanzar <remoto> <versión>     everyone gets that version
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
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COMPATIBILIDAD } from '../shared-firebase/compatibilidad.mjs';
import { SHELL } from '../tooling/topologia.mjs';
import { revisarCompatibilidad } from './lib/compatibilidad-del-shell.mjs';
import { desdeQuienLlama, ROOT } from './lib/config.mjs';
import { conCerrojo, enElRepositorio, sincronizar } from './lib/repositorio-de-despliegue.mjs';
import {
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

function uso() {
  console.error(`Uso:
  pnpm --filter <shell|mf-…> publicar [--dist <build>]
  pnpm versiones lanzar <mf-…> <versión>
  pnpm versiones canario <mf-…> <versión> <porcentaje>
  pnpm versiones revertir <mf-…>
  pnpm versiones estado
  pnpm versiones compatibilidad
  (opciones: --despliegue <carpeta>, --origen <URL del sitio del remoto>,
   --repositorio <URL git del despliegue> o RECIBOS_DESPLIEGUE_REPOSITORIO,
   --produccion <URL del shell> para comparar antes con producción, --local para probar sin repositorio)`);
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
    const { antes, ahora } = await cambiar(
      () => lanzar(carpeta, version, opciones),
      (r) => `lanzar ${carpeta} ${r.antes ?? '(ninguna)'} → ${r.ahora}`,
    );
    console.log(`${carpeta}: ${antes ?? '(ninguna)'} → ${ahora} para todos los navegadores.`);
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
