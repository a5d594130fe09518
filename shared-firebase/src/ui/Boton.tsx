import type { ButtonHTMLAttributes } from 'react';

/**
 * principal: the page's main action. secundario: any other. peligro: the confirmation that
 * destroys (filled red). peligroSecundario: a destructive action beside others (red outline, not
 * the loudest button).
 */
export type VarianteDeBoton = 'principal' | 'secundario' | 'peligro' | 'peligroSecundario';

export interface EstiloDeBoton {
  variante?: VarianteDeBoton;
  /** For a row of a list or table. */
  pequeno?: boolean;
}

const VARIANTES: Record<VarianteDeBoton, string> = {
  principal: 'ui-button',
  secundario: 'ui-button ui-button--secondary',
  peligro: 'ui-button ui-button--danger',
  peligroSecundario: 'ui-button ui-button--peligro',
};

/** The kit's button classes, for what must look like a button without being one (a link). */
export function claseDeBoton({ variante = 'principal', pequeno = false }: EstiloDeBoton = {}, otra?: string): string {
  return [VARIANTES[variante], pequeno && 'ui-button--small', otra].filter(Boolean).join(' ');
}

type BotonProps = ButtonHTMLAttributes<HTMLButtonElement> & EstiloDeBoton;

/** A button of the kit: `type="button"` unless said otherwise (a form submits with `type="submit"`). */
export function Boton({ variante, pequeno, className, type = 'button', ...resto }: BotonProps) {
  return <button type={type} className={claseDeBoton({ variante, pequeno }, className)} {...resto} />;
}
