// The kit's props renamed to the glossary's words. The kit is shared at run time, so remotes built
// before still pass the old names to the shell's copy: each is read until every deployed remote is
// rebuilt, then goes (docs/convenciones.md). One place lists them all.
import type { ReactNode } from 'react';

/** A title: `titulo`, or `title` from a remote built before. */
export type Titulo =
  | { titulo: string }
  | {
      /** @deprecated `titulo` */
      title: string;
    };

export const tituloDe = (props: Titulo) => ('titulo' in props ? props.titulo : props.title);

/** A title and an optional action (ErrorCard): `titulo` and `accion`, or `title` and `action`. */
export type TituloYAccion =
  | { titulo: string; accion?: ReactNode }
  | {
      /** @deprecated `titulo` */
      title: string;
      /** @deprecated `accion` */
      action?: ReactNode;
    };

export const accionDe = (props: TituloYAccion) => ('titulo' in props ? props.accion : props.action);

/** A confirmation's button (ConfirmDialog): `texto` and `pendiente`, or `confirmLabel` and `pending`. */
export type TextoYPendiente =
  | { texto: string; pendiente?: boolean }
  | {
      /** @deprecated `texto` */
      confirmLabel: string;
      /** @deprecated `pendiente` */
      pending?: boolean;
    };

export const textoYPendienteDe = (props: TextoYPendiente) =>
  'texto' in props
    ? { texto: props.texto, pendiente: props.pendiente }
    : { texto: props.confirmLabel, pendiente: props.pending };
