// The function's bundle: an ES module for Node in lib/ (index.js, and chunks/ with pdf-lib, loaded
// on the first PDF), what firebase.json deploys, with React, the receipt's component and its
// styles inside; only the Firebase SDKs (and Firestore's admin client, for the copies) and nodemailer stay outside, installed from this folder's package.json
// where it runs. `pnpm --filter mf-recibos build:funciones` (`--watch` while `pnpm dev` runs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CSS_MODULES } from 'tooling/rsbuild-app';

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
    // Rebuilt under `--watch` while the Functions emulator runs it: never a moment without lib/.
    cleanDistPath: !process.argv.includes('--watch'),
    externals: [/^firebase-functions(\/.*)?$/, /^firebase-admin(\/.*)?$/, '@google-cloud/firestore', 'nodemailer'],
    cssModules: CSS_MODULES,
  },
  tools: {
    // Nothing but the bundle is written (no HTML, no separate CSS: the CSS is inlined as text).
    htmlPlugin: false,
    // A CSS Module inlined as text (`?inline`) keeps its renamed classes, those the markup uses:
    // Rsbuild turns modules off for inlined CSS. The names are those of the same file imported.
    bundlerChain(chain, { CHAIN_ID }) {
      chain.module
        .rule(CHAIN_ID.RULE.CSS)
        .oneOf(CHAIN_ID.ONE_OF.CSS_INLINE)
        .use(CHAIN_ID.USE.CSS)
        .tap((opciones) => ({ ...(opciones as Record<string, unknown>), modules: { ...CSS_MODULES, auto: true } }));
    },
  },
});
