import { NOMBRE_DEL_PAPEL } from 'dominio-recibos';
import { Boton, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { elegirLibro } from 'shared-firebase/libro';
import useSWR, { useSWRConfig } from 'swr';
import { aceptar, type Invitacion, invitacionesParaMi, retirarInvitacion } from '../api/personas';
import { claveMisAccesos } from '../hooks/useLibro';
import estilos from '../libro.module.css';
import { diaDe, QUE_PERMITE } from '../textos';

export const claveInvitacionesParaMi = ['libro', 'invitaciones-para-mi'] as const;

/**
 * On the home page of someone invited to keep another's book (signed in with that address,
 * verified): who invites them, to which book, with which role, until when; accept or decline.
 */
export function InvitacionesRecibidas() {
  const uid = useAuth().user?.uid ?? '';
  const { data: invitaciones, mutate } = useSWR(claveInvitacionesParaMi, invitacionesParaMi);
  const { mutate: mutar } = useSWRConfig();
  const { ejecutar, pendiente } = useAccion();
  if (!invitaciones?.length) return null;

  const aceptarla = async (invitacion: Invitacion) => {
    const { ok } = await ejecutar(() => aceptar(invitacion), {
      exito: `Ya tienes acceso al libro de ${invitacion.nombreDelLibro}.`,
      fallo: 'No se pudo aceptar la invitación: puede que haya caducado o que la hayan retirado.',
    });
    await mutate();
    if (!ok) return;
    await mutar(claveMisAccesos);
    elegirLibro(uid, invitacion.libro);
  };
  const rechazarla = async (invitacion: Invitacion) => {
    await ejecutar(() => retirarInvitacion(invitacion.id), {
      exito: 'Invitación rechazada.',
      fallo: 'No se pudo rechazar la invitación. Inténtalo de nuevo.',
    });
    await mutate();
  };

  return (
    <section aria-labelledby="invitaciones-titulo" data-testid="invitaciones-recibidas">
      <h2 id="invitaciones-titulo">Invitaciones a otros libros</h2>
      <ul className={estilos.libLista}>
        {invitaciones.map((i) => (
          <li key={i.id} className={estilos.libItem}>
            <p>
              {i.de} te invita a su libro de recibos, «{i.nombreDelLibro}», con el rol «{NOMBRE_DEL_PAPEL[i.rol]}»:{' '}
              {QUE_PERMITE[i.rol]}. Caduca el {diaDe(i.caduca)}.
            </p>
            <span className={estilos.libAcciones}>
              <Boton
                disabled={pendiente}
                aria-label={`Aceptar la invitación al libro de ${i.nombreDelLibro}`}
                onClick={() => void aceptarla(i)}
              >
                Aceptar
              </Boton>
              <Boton
                variante="secundario"
                disabled={pendiente}
                aria-label={`Rechazar la invitación al libro de ${i.nombreDelLibro}`}
                onClick={() => void rechazarla(i)}
              >
                Rechazar
              </Boton>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
