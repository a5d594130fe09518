import type { ReactNode } from 'react';
import { Marca } from 'shared-firebase';
import estilos from '../auth.module.css';

/** The frame of the signed-out pages (/login, /register): the mark, then one card. */
export function PaginaAcceso({ tituloId, children }: { tituloId: string; children: ReactNode }) {
  return (
    <main className={estilos.authPage}>
      <p className={estilos.authMarca}>
        <Marca />
      </p>
      <section className={`ui-card ${estilos.authCard}`} aria-labelledby={tituloId}>
        {children}
      </section>
    </main>
  );
}
