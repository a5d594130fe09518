import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CSS_MODULES } from 'tooling/rsbuild-app';

const aqui = path.dirname(fileURLToPath(import.meta.url));

// The signed-out pages for Node (./paginas.tsx), compiled from mf-auth's folder with its hash salt:
// their CSS Modules classes come out named exactly as in mf-auth's own build, which serves the
// live page that takes over.
export default defineConfig({
  root: path.join(aqui, '..', '..', 'mf-auth'),
  plugins: [pluginReact()],
  source: { entry: { paginas: path.join(aqui, 'paginas.tsx') } },
  output: {
    target: 'node',
    emitCss: true,
    minify: { js: false, css: true },
    cssModules: CSS_MODULES,
    distPath: { root: path.join(aqui, '..', 'dist-primera-pintura') },
    cleanDistPath: true,
  },
  tools: { cssLoader: { modules: { localIdentHashSalt: 'mf-auth' } } },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
