// The first line of every JS file the apps build (tooling/rsbuild-app.ts), and what the budgets
// check each route's files start with (bench/medir.mjs). V8 (Chromium 136+) then compiles all the
// file's functions while it downloads, on a background thread, instead of each on the main thread
// when first called: a bundle's modules are functions its runtime calls on load
// (docs/decisiones/024-arranque-en-el-hilo-principal.md).
export const PISTA_DE_COMPILACION = '//# allFunctionsCalledOnLoad';
