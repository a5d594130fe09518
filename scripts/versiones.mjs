#!/usr/bin/env node
// Versioned deploys (scripts/lib/versiones.mjs; docs/despliegue.md):
//   pnpm --filter <app> publicar                 the build in dist/ → despliegue/<sitio>/v/<versión>/
//   pnpm versiones lanzar <remoto> <versión>     everyone gets that version
//   pnpm versiones canario <remoto> <versión> <porcentaje>
//   pnpm versiones revertir <remoto>             the canary goes, or the previous version comes back
//   pnpm versiones estado
// Options: --despliegue <carpeta> (default despliegue/), --origen <URL> (where the remote's site
// is served; default its production origin in topologia.json), --dist <build> (publicar).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SHELL } from '../tooling/topologia.mjs';
import { desdeQuienLlama, ROOT } from './lib/config.mjs';
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
  options: { despliegue: { type: 'string' }, origen: { type: 'string' }, dist: { type: 'string' } },
});
const [orden, carpeta, version, porcentaje] = positionals;
const despliegue = values.despliegue ? desdeQuienLlama(values.despliegue) : DESPLIEGUE;
const opciones = { despliegue, origen: values.origen };
const relativa = (ruta) => path.relative(ROOT, ruta) || '.';
const subirConfiguracion = `Sube la configuración (solo cambia remotes.json): npx firebase deploy --only hosting:${SHELL.sitio}`;

function uso() {
  console.error(`Uso:
  pnpm --filter <shell|mf-…> publicar [--dist <build>]
  pnpm versiones lanzar <mf-…> <versión>
  pnpm versiones canario <mf-…> <versión> <porcentaje>
  pnpm versiones revertir <mf-…>
  pnpm versiones estado
  (opciones: --despliegue <carpeta>, --origen <URL del sitio del remoto>)`);
  process.exit(2);
}

try {
  if (orden === 'publicar' && carpeta === SHELL.carpeta) {
    const { destino, configurado } = publicarShell({
      despliegue,
      ...(values.dist ? { dist: desdeQuienLlama(values.dist) } : {}),
    });
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
    } = publicar(carpeta, {
      despliegue,
      ...(values.dist ? { dist: desdeQuienLlama(values.dist) } : {}),
    });
    console.log(`${carpeta} ${nueva} ${esNueva ? 'publicada' : 'ya estaba publicada'} en ${relativa(destino)}/`);
    console.log(`Súbela: npx firebase deploy --only hosting:${app.sitio}`);
    console.log(
      `Después: pnpm versiones canario ${carpeta} ${nueva} 10   o   pnpm versiones lanzar ${carpeta} ${nueva}`,
    );
  } else if (orden === 'lanzar' && carpeta && version) {
    const { antes, ahora } = lanzar(carpeta, version, opciones);
    console.log(`${carpeta}: ${antes ?? '(ninguna)'} → ${ahora} para todos los navegadores.`);
    console.log(subirConfiguracion);
  } else if (orden === 'canario' && carpeta && version && porcentaje) {
    const r = canario(carpeta, version, Number(porcentaje), opciones);
    console.log(
      `${carpeta}: ${r.canario} para el ${r.porcentaje} % de los navegadores; el resto sigue en ${r.estable}.`,
    );
    console.log(subirConfiguracion);
  } else if (orden === 'revertir' && carpeta) {
    const { retirado, ahora } = revertir(carpeta, opciones);
    console.log(`${carpeta}: vuelve a ${ahora} para todos (retirada ${retirado}).`);
    console.log(subirConfiguracion);
  } else if (orden === 'estado') {
    for (const r of estado(opciones)) {
      const partes = [`estable ${r.estable ?? '—'}`];
      if (r.anterior) partes.push(`anterior ${r.anterior}`);
      if (r.canario) partes.push(`canario ${r.canario.version} (${r.canario.porcentaje} %)`);
      partes.push(`publicadas: ${r.publicadas.length}`);
      console.log(`${r.carpeta.padEnd(14)} ${partes.join(' · ')}`);
    }
  } else {
    uso();
  }
} catch (error) {
  console.error(`✗ ${error.message ?? error}`);
  process.exit(1);
}
