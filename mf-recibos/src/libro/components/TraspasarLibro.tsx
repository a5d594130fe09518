import { correoNormalizado } from 'dominio-recibos';
import { type FormEvent, useState } from 'react';
import { Boton, Cargando, ConfirmDialog, ErrorDeCarga, Field, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { recortar } from 'shared-firebase/texto';
import useSWR from 'swr';
import { correoValido, LIMITES } from '../../recibos/validacion';
import { ofrecerTraspaso, retirarTraspaso, type Traspaso, traspasoDelLibro } from '../api/traspaso';
import estilos from '../libro.module.css';
import { diaDe, movidoHastaAhora, QUE_SE_TRASPASA } from '../textos';

export const claveTraspaso = ['libro', 'traspaso'] as const;

/** What the form says about the address the book is offered to, or null when it may be. */
export function errorDelDestino(texto: string, propio: string | null): string | null {
  const email = recortar(texto);
  if (!email) return 'Escribe el correo de la cuenta que recibe el libro.';
  if (!correoValido(email, LIMITES.email)) return 'Escribe un correo electrónico válido.';
  if (propio && correoNormalizado(email) === correoNormalizado(propio)) return 'Ese es tu correo: el libro ya es tuyo.';
  return null;
}

/** While the function moves the book, the page asks again every few seconds. */
const enMarcha = (t: Traspaso | null | undefined) => t?.estado === 'aceptado' || t?.estado === 'en-curso';

/**
 * «Traspasar el libro», in the issuer's settings: the owner offers the whole book to another
 * account, which accepts it on its home page; then the book moves (docs/producto.md).
 */
export function TraspasarLibro({ nombreDelLibro }: { nombreDelLibro: string }) {
  const { user } = useAuth();
  const traspaso = useSWR(claveTraspaso, traspasoDelLibro, {
    refreshInterval: (t) => (enMarcha(t) ? 3000 : 0),
  });
  const { ejecutar, pendiente } = useAccion();
  const [email, setEmail] = useState('');
  const [conservaConsulta, setConservaConsulta] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<string | null>(null);
  const verificado = user?.emailVerified === true;

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const encontrado = errorDelDestino(email, user?.email ?? null);
    setError(encontrado);
    if (!encontrado) setConfirmar(correoNormalizado(email));
  };
  const ofrecer = async (para: string) => {
    const { ok } = await ejecutar(() => ofrecerTraspaso(nombreDelLibro, para, conservaConsulta), {
      exito: `Libro ofrecido a ${para}: lo verá al entrar en la app con ese correo, ya verificado, y pasará a ser suyo cuando lo acepte.`,
      fallo: 'No se pudo ofrecer el libro. Inténtalo de nuevo.',
    });
    await traspaso.mutate();
    if (ok) {
      setConfirmar(null);
      setEmail('');
    }
  };
  const retirar = async (t: Traspaso, exito: string) => {
    await ejecutar(() => retirarTraspaso(t.libro), {
      exito,
      fallo: 'No se pudo retirar el traspaso: puede que ya lo hayan aceptado.',
    });
    await traspaso.mutate();
  };

  const t = traspaso.data;
  return (
    <section aria-labelledby="traspaso-titulo" data-testid="traspasar-libro">
      <h2 id="traspaso-titulo">Traspasar el libro</h2>
      <p className="ui-hint">
        {QUE_SE_TRASPASA} Cambia de manos cuando la otra cuenta lo acepta; esa cuenta no puede llevar ya un libro
        propio. Tus etiquetas se quedan contigo.
      </p>
      {traspaso.isLoading ? (
        <Cargando />
      ) : traspaso.error ? (
        <ErrorDeCarga titulo="No se pudo cargar el traspaso" onReintentar={() => void traspaso.mutate()} />
      ) : t ? (
        <EstadoDelTraspaso t={t} pendiente={pendiente} onRetirar={(exito) => void retirar(t, exito)} />
      ) : verificado ? (
        <form className={estilos.libForm} onSubmit={enviar} noValidate>
          <Field label="Correo de la cuenta que recibe el libro" error={error ?? undefined}>
            {(props) => (
              <input
                {...props}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <label className={estilos.libRol}>
            <input type="checkbox" checked={conservaConsulta} onChange={(e) => setConservaConsulta(e.target.checked)} />
            <span>Quiero seguir viendo el libro después, con el rol «Consulta».</span>
          </label>
          <span className={estilos.libAcciones}>
            <Boton type="submit" variante="secundario" disabled={pendiente}>
              Traspasar el libro
            </Boton>
          </span>
        </form>
      ) : (
        <p className="ui-hint" data-testid="traspasar-sin-verificar">
          Para traspasar el libro, verifica antes tu correo en «Mi cuenta»: el traspaso dice quién lo ofrece.
        </p>
      )}
      <ConfirmDialog
        open={confirmar !== null}
        titulo="Traspasar el libro"
        texto="Ofrecer el libro"
        pendiente={pendiente}
        onConfirm={() => void (confirmar && ofrecer(confirmar))}
        onClose={() => setConfirmar(null)}
      >
        <p>
          Cuando {confirmar} lo acepte, el libro entero será suyo, con la misma numeración y los mismos datos de emisor,
          y tú ya no podrás emitir ni cambiar nada en él
          {conservaConsulta ? '; lo seguirás viendo con el rol «Consulta»' : ' ni verlo'}. Hasta entonces puedes
          retirarlo.
        </p>
      </ConfirmDialog>
    </section>
  );
}

const RETIRAR = { texto: 'Retirar el traspaso', exito: 'Traspaso retirado: el libro sigue siendo tuyo.' };
const ENTENDIDO = {
  texto: 'Entendido',
  etiqueta: 'Entendido: quitar el aviso del traspaso',
  exito: 'Aviso quitado.',
};

/** What the owner reads of their transfer in each state, and what they may do then (withdraw it, clear it). */
function lineaDelTraspaso(
  t: Traspaso,
  ahora = Date.now(),
): { texto: string; boton: { texto: string; etiqueta?: string; exito: string } | null } {
  const quien = t.nuevo?.email ?? t.para;
  switch (t.estado) {
    case 'pendiente':
      return {
        texto:
          t.caduca.getTime() > ahora
            ? `Has ofrecido el libro a ${t.para}. Puede aceptarlo hasta el ${diaDe(t.caduca)}.`
            : `Has ofrecido el libro a ${t.para}, pero no lo aceptó a tiempo: caducó el ${diaDe(t.caduca)}.`,
        boton: RETIRAR,
      };
    case 'aceptado':
      return { texto: `${quien} ha aceptado el libro: el traspaso empezará en unos minutos.`, boton: RETIRAR };
    case 'hecho':
      return {
        texto: `El libro es ahora de ${quien}.${t.conservaConsulta ? ' Lo ves con el rol «Consulta» en el selector de libros.' : ''}`,
        boton: ENTENDIDO,
      };
    case 'fallido':
      return {
        texto: `No se pudo traspasar el libro a ${quien}: ${t.fallo ?? ''} El libro sigue siendo tuyo.`,
        boton: ENTENDIDO,
      };
    default:
      return {
        texto: `${quien} ha aceptado el libro y se está traspasando${movidoHastaAhora(t.progreso)}. Mientras tanto ya no emites recibos en él.`,
        boton: null,
      };
  }
}

function EstadoDelTraspaso(props: { t: Traspaso; pendiente: boolean; onRetirar: (exito: string) => void }) {
  const { texto, boton } = lineaDelTraspaso(props.t);
  return (
    <div className={estilos.libItem} data-testid="estado-del-traspaso">
      <p role="status">{texto}</p>
      {boton ? (
        <span className={estilos.libAcciones}>
          <Boton
            variante="secundario"
            disabled={props.pendiente}
            aria-label={boton.etiqueta}
            onClick={() => props.onRetirar(boton.exito)}
          >
            {boton.texto}
          </Boton>
        </span>
      ) : null}
    </div>
  );
}
