// The remotes' contracts, by federation name: the shell type-checks its routes, its loads and its
// preloads against what each remote declares it exposes (mf-*/contrato.ts). Renaming or
// removing an exposed page fails the shell's `tsc`.
import type { ModuloDePagina } from 'shared-firebase';
import type { ContratosDeLosRemotos, RemoteName } from './remotos';

/** Generated from topologia.json (./remotos.ts): a new remote's contract is here once it is declared. */
export type Contratos = ContratosDeLosRemotos;

/** The exposed modules of remote R, by name without "./". */
export type ModuloDe<R extends RemoteName> = keyof Contratos[R] & string;

/** One remote's page: the remote and the module, correlated. */
export type PaginaRemota = { [R in RemoteName]: { remoto: R; modulo: PaginaDe<R> } }[RemoteName];

/** The modules of remote R that are pages (the rest, like mf-etiquetas' kit, are for remotes). */
export type PaginaDe<R extends RemoteName> = {
  [M in ModuloDe<R>]: Contratos[R][M] extends ModuloDePagina ? M : never;
}[ModuloDe<R>];
