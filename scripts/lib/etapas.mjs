// A run of named stages, each timed, with one report at the end: the whole-project test command
// (scripts/test-all.mjs) and a team's run (scripts/probar-remoto.mjs).

/**
 * Runs and times one stage.
 * @typedef {(nombre: string, fn: () => unknown) => Promise<void>} Etapa
 */
/**
 * Runs `trabajo(etapa)`, where `etapa(nombre, fn)` runs and times one stage. Says `exito` when
 * every stage passed, or `✗` and why (exit code 1); then, after `alTerminar`, each stage's time.
 * @param {{ prefijo?: string, exito: string, alTerminar?: () => Promise<unknown> }} opciones
 * @param {(etapa: Etapa) => Promise<void>} trabajo
 */
export async function porEtapas({ prefijo = '', exito, alTerminar }, trabajo) {
  /** @type {Array<[nombre: string, segundos: string]>} */
  const tiempos = [];
  /** @type {Etapa} */
  const etapa = async (nombre, fn) => {
    console.log(`\n━━ ${prefijo}${nombre} ━━`);
    const inicio = Date.now();
    await fn();
    tiempos.push([nombre, ((Date.now() - inicio) / 1000).toFixed(1)]);
  };
  try {
    await trabajo(etapa);
    console.log(`\n${exito}`);
  } catch (error) {
    console.error(`\n✗ ${/** @type {Error} */ (error).message ?? error}`);
    process.exitCode = 1;
  } finally {
    await alTerminar?.();
    console.log(`\nTiempos por etapa${prefijo ? ` (${prefijo.replace(/: $/, '')})` : ''}:`);
    for (const [nombre, segundos] of tiempos) console.log(`  ${nombre.padEnd(58)} ${segundos} s`);
  }
}
