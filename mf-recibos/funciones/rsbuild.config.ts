// The function's bundle: one CommonJS file for Node 20 in lib/ (what firebase.json deploys), with
// React, the receipt's component and its styles inside; only the Firebase SDKs stay outside,
// installed from this folder's package.json where it runs. `pnpm --filter mf-recibos build:funciones`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.ts' } },
  output: {
    target: 'node',
    distPath: { root: 'lib', js: '', jsAsync: 'chunks' },
    filenameHash: false,
    // The inlined CSS too (a page's bytes); the code stays readable in a stack trace.
    minify: { js: false, css: true },
    externals: [/^firebase-functions(\/.*)?$/, /^firebase-admin(\/.*)?$/],
  },
  // Nothing but the bundle is written (no HTML, no separate CSS: the CSS is inlined as text).
  tools: { htmlPlugin: false },
});
