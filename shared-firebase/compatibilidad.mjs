// What the shell's shared-firebase exports only for remote versions built before a change: a name
// moved or renamed keeps its old export, served to those builds at run time (docs/arquitectura.md,
// «Mover código sin romper lo desplegado»). Each entry says when it goes: once no live version
// (stable, the one a rollback returns to, or a canary) of the remotes that called it was published
// before the change reached main. `pnpm versiones compatibilidad` reads that from the deployment
// state's repository, and fails on an entry no live version needs: remove the export and the entry
// in the next release of the shell.
//
// Empty: every old export was removed with its entry once its condition held in a fresh deployment
// state (every remote published from main), which is this project's.

/**
 * @typedef {{
 *   exportacion: string,
 *   modulo: string,
 *   remotos: readonly string[],
 *   publicadasAntesDe: string,
 * }} ExportacionDeCompatibilidad
 * `modulo`: the entry that exports it ('shared-firebase', 'shared-firebase/firestore'…);
 * `remotos`: the folders (mf-…) whose builds called it; `publicadasAntesDe`: the ISO instant the
 * change that stopped calling it reached main.
 */

/** @type {readonly ExportacionDeCompatibilidad[]} */
export const COMPATIBILIDAD = [];
