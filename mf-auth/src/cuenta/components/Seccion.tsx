import { type ReactNode, useId } from 'react';
import estilos from '../../auth.module.css';

/** One part of the account page: a titled section. */
export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={estilos.authSection} aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </section>
  );
}
