import { NOMBRE_DEL_PAPEL } from 'dominio-recibos';
import { BookOpen } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Boton, useAuth } from 'shared-firebase';
import { elegirLibro } from 'shared-firebase/libro';
import { useLocation } from 'shared-firebase/router';
import { toast } from 'sonner';
import { useLibro } from '../hooks/useLibro';
import estilos from '../libro.module.css';
import { SIN_ACCESO } from '../textos';

const nombreDe = (nombre: string | undefined) => `Libro de ${nombre || 'otra persona'}`;

/**
 * Set just before a change of book: the pages below remount with the new book's data (one SWR
 * cache per book), this bar with them, and the new one takes the focus, saying which book it is.
 */
let recienCambiado = false;

/**
 * Whose book this is and with which role, on every page of the book, with the way to choose
 * another («Libro de Asociación Vecinal Los Robles · Consulta»): a choice, then «Cambiar» (a
 * select that changed the page as it moved would take a keyboard user elsewhere at each arrow).
 * Nothing for someone who keeps no other book. A book taken away (revoked, left elsewhere) sends
 * them back to their own.
 */
export function SelectorDeLibro() {
  const uid = useAuth().user?.uid ?? '';
  const { libro, propio, papel, nombre, accesos, releer } = useLibro();
  const id = useId();
  const [elegido, setElegido] = useState(libro);
  const actual = useRef<HTMLParagraphElement>(null);
  const { pathname } = useLocation();
  const primeraRuta = useRef(pathname);
  const perdido = !propio && accesos !== undefined && papel === undefined;

  useEffect(() => setElegido(libro), [libro]);

  useEffect(() => {
    if (!recienCambiado || !actual.current) return;
    recienCambiado = false;
    actual.current.focus();
  });

  // In another's book, each later step within it checks the access again (the first read is
  // SWR's own): a revocation is seen at the next step (the rules refuse its reads at once).
  useEffect(() => {
    if (pathname === primeraRuta.current) return;
    primeraRuta.current = pathname;
    if (!propio) void releer();
  }, [pathname, propio, releer]);

  useEffect(() => {
    if (!perdido) return;
    recienCambiado = true;
    elegirLibro(uid, uid);
    toast.error(SIN_ACCESO);
  }, [perdido, uid]);

  const cambiar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (elegido === libro) return;
    recienCambiado = true;
    elegirLibro(uid, elegido);
  };

  if (propio && !accesos?.length) return null;
  return (
    <div className={`${estilos.libBarra} no-print`} data-testid="selector-de-libro">
      <p className={estilos.libActual} data-testid="libro-actual" ref={actual} tabIndex={-1}>
        <BookOpen aria-hidden="true" />
        {propio ? 'Tu libro' : papel ? `${nombreDe(nombre)} · ${NOMBRE_DEL_PAPEL[papel]}` : 'Cargando el libro…'}
      </p>
      {accesos?.length ? (
        <form className={estilos.libCambio} onSubmit={cambiar}>
          <span className="ui-field">
            <label htmlFor={id}>Cambiar de libro</label>
            <select id={id} value={elegido} onChange={(e) => setElegido(e.target.value)}>
              <option value={uid}>Tu libro</option>
              {accesos.map((a) => (
                <option key={a.libro} value={a.libro}>
                  {nombreDe(a.nombreDelLibro)} · {NOMBRE_DEL_PAPEL[a.rol]}
                </option>
              ))}
            </select>
          </span>
          <Boton type="submit" variante="secundario">
            Cambiar
          </Boton>
        </form>
      ) : null}
    </div>
  );
}
