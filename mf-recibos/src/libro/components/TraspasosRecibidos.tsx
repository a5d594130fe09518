import { useEffect, useRef } from 'react';
import { Boton } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import useSWR, { useSWRConfig } from 'swr';
import { aceptarTraspaso, retirarTraspaso, type Traspaso, traspasosParaMi, YaLlevaUnLibro } from '../api/traspaso';
import estilos from '../libro.module.css';
import { diaDe, movidoHastaAhora, QUE_SE_TRASPASA } from '../textos';

export const claveTraspasosParaMi = ['libro', 'traspasos-para-mi'] as const;

/** While a book is on its way, the page asks again every few seconds. */
const enMarcha = (ts: Traspaso[] | undefined) => ts?.some((t) => t.estado === 'aceptado' || t.estado === 'en-curso');

/**
 * On the home page of the account a book is offered to (signed in with that address, verified):
 * whose book, until when; accept or decline; then how far it has moved, and that it has arrived.
 */
export function TraspasosRecibidos() {
  const { data: traspasos, mutate } = useSWR(claveTraspasosParaMi, traspasosParaMi, {
    refreshInterval: (ts) => (enMarcha(ts) ? 3000 : 0),
  });
  const { ejecutar, pendiente } = useAccion();
  const { mutate: mutar } = useSWRConfig();
  // Once a book seen on its way has arrived (or its move has ended otherwise), every page's data is read again: its receipts are this
  // account's now. Only then: not on every visit while the notice stays.
  const enCamino = enMarcha(traspasos) === true;
  const estabaEnCamino = useRef(false);
  useEffect(() => {
    if (estabaEnCamino.current && !enCamino) void mutar((clave) => clave !== claveTraspasosParaMi);
    estabaEnCamino.current = enCamino;
  }, [enCamino, mutar]);
  if (!traspasos?.length) return null;

  const aceptarlo = async (t: Traspaso) => {
    await ejecutar(() => aceptarTraspaso(t), {
      exito: `Has aceptado el libro de ${t.nombreDelLibro}: en unos minutos será tuyo.`,
      fallo: (error) =>
        error instanceof YaLlevaUnLibro
          ? 'Tu cuenta ya lleva su propio libro (recibos, datos de emisor, pagadores o recibos periódicos): acepta el traspaso con una cuenta que no tenga ninguno, para que no haya dos series con los mismos números.'
          : 'No se pudo aceptar el traspaso: puede que haya caducado o que lo hayan retirado.',
    });
    await mutate();
  };
  const rechazarlo = async (t: Traspaso) => {
    await ejecutar(() => retirarTraspaso(t.libro), {
      exito: 'Traspaso rechazado.',
      fallo: 'No se pudo rechazar el traspaso. Inténtalo de nuevo.',
    });
    await mutate();
  };

  return (
    <section aria-labelledby="traspasos-titulo" data-testid="traspasos-recibidos">
      <h2 id="traspasos-titulo">Libros que te traspasan</h2>
      <ul className={estilos.libLista}>
        {traspasos.map((t) => (
          <li key={t.libro} className={estilos.libItem}>
            {t.estado === 'pendiente' ? (
              <>
                <p>
                  {t.de} te traspasa su libro de recibos, «{t.nombreDelLibro}». {QUE_SE_TRASPASA} Caduca el{' '}
                  {diaDe(t.caduca)}.
                </p>
                <span className={estilos.libAcciones}>
                  <Boton
                    disabled={pendiente}
                    aria-label={`Aceptar el libro de ${t.nombreDelLibro}`}
                    onClick={() => void aceptarlo(t)}
                  >
                    Aceptar el libro
                  </Boton>
                  <Boton
                    variante="secundario"
                    disabled={pendiente}
                    aria-label={`Rechazar el libro de ${t.nombreDelLibro}`}
                    onClick={() => void rechazarlo(t)}
                  >
                    Rechazar
                  </Boton>
                </span>
              </>
            ) : t.estado === 'hecho' || t.estado === 'fallido' ? (
              <p role="status">
                {t.estado === 'hecho'
                  ? `El libro «${t.nombreDelLibro}» ya es tuyo: sus recibos están en «Recibos».`
                  : `No se te pudo traspasar el libro «${t.nombreDelLibro}»: ${t.fallo ?? ''}`}
              </p>
            ) : (
              <p role="status">
                Recibiendo el libro «{t.nombreDelLibro}»{movidoHastaAhora(t.progreso)}. Estará listo en unos minutos.
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
