import { correoNormalizado, NOMBRE_DEL_PAPEL, ROLES, type Rol } from 'dominio-recibos';
import { type FormEvent, useState } from 'react';
import { Boton, Cargando, ConfirmDialog, claseDeBoton, ErrorDeCarga, Field, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { recortar } from 'shared-firebase/texto';
import useSWR from 'swr';
import { correoValido, LIMITES } from '../../recibos/validacion';
import {
  cambiarRol,
  type Invitacion,
  invitacionesDelLibro,
  invitar,
  type Persona,
  personasDelLibro,
  retirarInvitacion,
  revocar,
} from '../api/personas';
import estilos from '../libro.module.css';
import { diaDe, QUE_PERMITE, QUE_PUEDE } from '../textos';
import { ActividadDePersona } from './ActividadDePersona';

const clavePersonas = ['libro', 'personas'] as const;
const claveInvitaciones = ['libro', 'invitaciones'] as const;

/**
 * The message that tells the person invited, sent from the owner's own mail program (a mailto:
 * link): the app sends no e-mail to an address someone merely typed, and the message comes from a
 * sender the person knows.
 */
export function avisoPorCorreo(i: Invitacion, origen: string): string {
  const cuerpo = [
    'Hola:',
    '',
    `Te he invitado a llevar conmigo el libro de recibos «${i.nombreDelLibro}», con el rol «${NOMBRE_DEL_PAPEL[i.rol]}»: ${QUE_PERMITE[i.rol]}.`,
    `Entra en ${origen}/ con esta dirección (${i.email}), ya verificada, antes del ${diaDe(i.caduca)}: verás la invitación en el inicio.`,
    '',
    i.de,
  ].join('\r\n'); // RFC 6068: a body's line breaks are CRLF
  const asunto = `Invitación al libro de recibos «${i.nombreDelLibro}»`;
  return `mailto:${encodeURIComponent(i.email)}?subject=${encodeURIComponent(asunto)}&body=${encodeURIComponent(cuerpo)}`;
}

/**
 * What the invitation form says about an address, or null when it may be invited: not the owner's,
 * nor someone's who has access already (accepting again would be refused).
 */
export function errorDelCorreo(texto: string, propio: string | null, conAcceso: readonly string[]): string | null {
  const email = recortar(texto);
  if (!email) return 'Escribe el correo de la persona a la que invitas.';
  if (!correoValido(email, LIMITES.email)) return 'Escribe un correo electrónico válido.';
  const normalizado = correoNormalizado(email);
  if (propio && normalizado === correoNormalizado(propio)) return 'Ese es tu correo: el libro ya es tuyo.';
  if (conAcceso.includes(normalizado)) return 'Esa persona ya tiene acceso a tu libro.';
  return null;
}

/** The other role: with two, changing a person's role is one button. */
const otroRol = (rol: Rol): Rol => (rol === 'consulta' ? 'emision' : 'consulta');

/**
 * «Personas con acceso», in the issuer's settings: who keeps the book with its owner and with which
 * role (changed here), the invitations still pending, and inviting someone by e-mail with a role.
 */
export function PersonasConAcceso({ nombreDelLibro }: { nombreDelLibro: string }) {
  const { user } = useAuth();
  const personas = useSWR(clavePersonas, personasDelLibro);
  const invitaciones = useSWR(claveInvitaciones, invitacionesDelLibro);
  const { ejecutar, pendiente } = useAccion();
  const [email, setEmail] = useState('');
  const [rol, setRol] = useState<Rol>('consulta');
  const [error, setError] = useState<string | null>(null);
  const [quitar, setQuitar] = useState<Persona | null>(null);
  const [viendo, setViendo] = useState<string | null>(null);
  // Giving «Emisión» lets them issue with the owner's details: asked first. Back to «Consulta», not.
  const [darEmision, setDarEmision] = useState<Persona | null>(null);
  const cambiar = (p: Persona, rol: Rol) =>
    ejecutar(() => cambiarRol(p, rol), {
      exito: `${p.email} tiene ahora el rol «${NOMBRE_DEL_PAPEL[rol]}».`,
      fallo: 'No se pudo cambiar el rol. Inténtalo de nuevo.',
      // Changing a role withdraws the invitation pending for them too.
    }).then(async (r) => {
      await Promise.all([personas.mutate(), invitaciones.mutate()]);
      return r;
    });
  const verificado = user?.emailVerified === true;

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const encontrado = errorDelCorreo(
      email,
      user?.email ?? null,
      (personas.data ?? []).map((p) => p.email),
    );
    setError(encontrado);
    if (encontrado) return;
    const para = correoNormalizado(email);
    const { ok } = await ejecutar(() => invitar(nombreDelLibro, para, rol), {
      exito: `Invitación a ${para} guardada: la verá al entrar en la app con ese correo, ya verificado. «Avisar por correo» le escribe desde tu programa de correo.`,
      fallo: 'No se pudo enviar la invitación. Inténtalo de nuevo.',
    });
    await invitaciones.mutate();
    if (ok) setEmail('');
  };

  return (
    <section aria-labelledby="personas-titulo" data-testid="personas-con-acceso">
      <h2 id="personas-titulo">Personas con acceso</h2>
      <p className="ui-hint">
        Quien tiene acceso elige tu libro en la app y ve «Libro de {nombreDelLibro}». Con el rol «Consulta»{' '}
        {QUE_PUEDE.consulta}. Con «Emisión» {QUE_PUEDE.emision}: cada recibo dice quién lo emitió o lo anuló. Lo que
        descarga o imprime queda, como si lo hicieras tú, fuera de la app: ya solo se anula o se corrige (el archivo del
        año, todos los de ese año). Las etiquetas son de cada persona: no verá las tuyas.
      </p>
      {personas.isLoading || invitaciones.isLoading ? (
        <Cargando />
      ) : personas.error || invitaciones.error ? (
        <ErrorDeCarga
          titulo="No se pudo cargar quién tiene acceso"
          onReintentar={() => void Promise.all([personas.mutate(), invitaciones.mutate()])}
        />
      ) : (
        <>
          {personas.data?.length ? (
            <ul className={estilos.libLista} aria-label="Con acceso">
              {personas.data.map((p) => (
                <li key={p.uid} className={estilos.libItem}>
                  <p>
                    {p.email} · {NOMBRE_DEL_PAPEL[p.rol]}, desde el {diaDe(p.desde)}
                  </p>
                  <span className={estilos.libAcciones}>
                    <Boton
                      variante="secundario"
                      aria-expanded={viendo === p.uid}
                      aria-controls={`actividad-${p.uid}`}
                      aria-label={`Actividad de ${p.email}`}
                      onClick={() => setViendo(viendo === p.uid ? null : p.uid)}
                    >
                      Actividad
                    </Boton>
                    <Boton
                      variante="secundario"
                      disabled={pendiente}
                      aria-label={`Pasar a «${NOMBRE_DEL_PAPEL[otroRol(p.rol)]}»: ${p.email}`}
                      onClick={() => (p.rol === 'consulta' ? setDarEmision(p) : void cambiar(p, 'consulta'))}
                    >
                      Pasar a «{NOMBRE_DEL_PAPEL[otroRol(p.rol)]}»
                    </Boton>
                    <Boton
                      variante="peligroSecundario"
                      disabled={pendiente}
                      aria-label={`Quitar el acceso a ${p.email}`}
                      onClick={() => setQuitar(p)}
                    >
                      Quitar el acceso
                    </Boton>
                  </span>
                  {viendo === p.uid ? (
                    <ActividadDePersona id={`actividad-${p.uid}`} uid={p.uid} email={p.email} />
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="ui-empty">Nadie más tiene acceso a tu libro.</p>
          )}
          {invitaciones.data?.length ? (
            <ul className={estilos.libLista} aria-label="Invitaciones pendientes">
              {invitaciones.data.map((i) => (
                <li key={i.id} className={estilos.libItem}>
                  <p>
                    {i.email} · {NOMBRE_DEL_PAPEL[i.rol]}, invitación pendiente
                    {i.caduca.getTime() > Date.now() ? ` hasta el ${diaDe(i.caduca)}` : ', caducada'}
                  </p>
                  <span className={estilos.libAcciones}>
                    <a
                      className={claseDeBoton({ variante: 'secundario' })}
                      href={avisoPorCorreo(i, globalThis.location?.origin ?? '')}
                      aria-label={`Avisar por correo a ${i.email}`}
                    >
                      Avisar por correo
                    </a>
                    <Boton
                      variante="secundario"
                      disabled={pendiente}
                      aria-label={`Retirar la invitación a ${i.email}`}
                      onClick={() =>
                        void ejecutar(() => retirarInvitacion(i.id), {
                          exito: `Invitación a ${i.email} retirada.`,
                          fallo: 'No se pudo retirar la invitación. Inténtalo de nuevo.',
                        }).then(() => invitaciones.mutate())
                      }
                    >
                      Retirar
                    </Boton>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {verificado ? (
        <form className={estilos.libForm} onSubmit={(e) => void enviar(e)} noValidate>
          <Field label="Correo de la persona" error={error ?? undefined}>
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
          <fieldset className={estilos.libRoles}>
            <legend>Rol</legend>
            {ROLES.map((r) => (
              <label key={r} className={estilos.libRol}>
                <input type="radio" name="rol" value={r} checked={rol === r} onChange={() => setRol(r)} />
                <span>
                  <strong>{NOMBRE_DEL_PAPEL[r]}</strong>: {QUE_PUEDE[r]}.
                </span>
              </label>
            ))}
          </fieldset>
          <span className={estilos.libAcciones}>
            <Boton type="submit" disabled={pendiente}>
              Invitar
            </Boton>
          </span>
        </form>
      ) : (
        <p className="ui-hint" data-testid="invitar-sin-verificar">
          Para invitar a otras personas, verifica antes tu correo en «Mi cuenta»: la invitación dice quién la envía.
        </p>
      )}
      <ConfirmDialog
        open={darEmision !== null}
        titulo="Dar el rol «Emisión»"
        texto="Dar «Emisión»"
        pendiente={pendiente}
        onConfirm={() =>
          void (async () => {
            if (!darEmision) return;
            const { ok } = await cambiar(darEmision, 'emision');
            if (ok) setDarEmision(null);
          })()
        }
        onClose={() => setDarEmision(null)}
      >
        <p>
          {darEmision?.email} {QUE_PUEDE.emision}. Cada recibo que emita o anule dirá que fue quien lo hizo.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={quitar !== null}
        titulo="Quitar el acceso"
        texto="Quitar el acceso"
        pendiente={pendiente}
        onConfirm={() =>
          void (async () => {
            if (!quitar) return;
            const { ok } = await ejecutar(() => revocar(quitar), {
              exito: `${quitar.email} ya no tiene acceso a tu libro.`,
              fallo: 'No se pudo quitar el acceso. Inténtalo de nuevo.',
            });
            // Revoking withdraws the invitation pending for them too.
            await Promise.all([personas.mutate(), invitaciones.mutate()]);
            if (ok) setQuitar(null);
          })()
        }
        onClose={() => setQuitar(null)}
      >
        <p>{quitar?.email} dejará de ver tu libro desde su próxima acción.</p>
      </ConfirmDialog>
    </section>
  );
}
