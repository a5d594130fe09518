import { type ReactNode, useId } from 'react';

/** One part of the account page: a titled section. */
export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="auth-section" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </section>
  );
}
