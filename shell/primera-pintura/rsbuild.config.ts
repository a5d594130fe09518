import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CSS_MODULES } from 'tooling/rsbuild-app';

const aqui = path.dirname(fileURLToPath(import.meta.url));
const salida = path.join(aqui, '..', 'dist-primera-pintura');

/**
 * One Node bundle per team whose components are painted, each compiled with that team's hash salt
 * (its folder's name, as tooling/rsbuild-app.ts gives it): their CSS Modules classes come out
 * named exactly as in the team's own build, which serves the live page that takes over.
 */
const paraNode = (equipo: string, entrada: string) => ({
  source: { entry: { [equipo]: path.join(aqui, entrada) } },
  output: { distPath: { root: path.join(salida, equipo) } },
  // The hash covers each file's path from the team's folder, as in the team's build.
  tools: {
    cssLoader: { modules: { localIdentHashSalt: equipo, localIdentContext: path.join(aqui, '..', '..', equipo) } },
  },
});

// mf-auth's signed-out pages (./paginas.tsx), the shell's signed-in frame (./marco.tsx) and the
// signed-in pages painted inside it (./paginas-mf-recibos.tsx, ./paginas-mf-etiquetas.tsx),
// and the admins' tokens page (./paginas-mf-admin.tsx).
export default defineConfig({
  root: path.join(aqui, '..', '..', 'mf-auth'),
  plugins: [pluginReact()],
  environments: {
    'mf-auth': paraNode('mf-auth', 'paginas.tsx'),
    shell: paraNode('shell', 'marco.tsx'),
    'mf-recibos': paraNode('mf-recibos', 'paginas-mf-recibos.tsx'),
    'mf-etiquetas': paraNode('mf-etiquetas', 'paginas-mf-etiquetas.tsx'),
    'mf-admin': paraNode('mf-admin', 'paginas-mf-admin.tsx'),
  },
  output: {
    target: 'node',
    emitCss: true,
    minify: { js: false, css: true },
    cssModules: CSS_MODULES,
    cleanDistPath: true,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
