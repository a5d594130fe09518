import type { ReactNode } from 'react';
import { Marca } from 'shared-firebase';
import '../auth.css';

/** The frame of the signed-out pages (/login, /register): the mark, then one card. */
export function PaginaAcceso({ tituloId, children }: { tituloId: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <p className="auth-marca">
        <Marca />
      </p>
      <section className="ui-card auth-card" aria-labelledby={tituloId}>
        {children}
      </section>
    </main>
  );
}
