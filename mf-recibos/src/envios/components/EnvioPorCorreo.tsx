// «Enviar por correo» on a receipt's page: the app sends it to the payer with its PDF, and the
// page lists every sending of it (to whom, when, by whom, how it went), a failed one retried here.
import {
  aleatorio,
  anulacionAvisada,
  destinatariosDelRecibo,
  MINUTOS_SIN_CONFIRMAR,
  RECHAZOS_DEL_ENVIO,
} from 'dominio-recibos';
import { Mail, RotateCw } from 'lucide-react';
import { Boton, ErrorDeCarga, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { perezoso } from 'shared-firebase/perezoso';
import { Link } from 'shared-firebase/router';
import estilos from '../../recibos/recibos.module.css';
import type { Recibo } from '../../recibos/types';
import { EnvioNoRealizado, enviarPorCorreo } from '../api/envios';
import { useEnvios } from '../hooks/useEnvios';
import type { Envio } from '../types';

/** How each sending came about, as its line says it. */
const ORIGEN: Record<Envio['origen'], string> = {
  manual: 'a mano',
  plan: 'por el recibo periódico',
  anulacion: 'aviso de la anulación',
  aviso: 'aviso',
  certificado: 'certificado de pagos',
};

const cuando = perezoso(() => new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }));

/** What a sending's line says of its state, and whether it did not arrive (or may not have). */
function estadoDe(envio: Envio, ahora: number): { texto: string; clase?: string; sinLlegar: boolean } {
  if (envio.estado === 'enviado')
    return {
      texto: `Enviado el ${cuando().format(envio.enviadoEn ?? envio.creadoEn)}`,
      clase: estilos.recEnvioOk,
      sinLlegar: false,
    };
  if (envio.estado === 'fallido')
    return { texto: `No enviado. ${envio.motivo ?? ''}`.trim(), clase: estilos.recEnvioFallo, sinLlegar: true };
  // Queued for long: the function stopped before saying; whether it left is not known.
  return ahora - envio.creadoEn.getTime() > MINUTOS_SIN_CONFIRMAR * 60_000
    ? { texto: 'Sin confirmar: no sabemos si llegó.', clase: estilos.recEnvioFallo, sinLlegar: true }
    : { texto: 'Enviando…', sinLlegar: false };
}

/** `onCambio`: a sending marks the receipt out of the app, so its page reads it again. */
export function EnvioPorCorreo({ recibo, onCambio }: { recibo: Recibo; onCambio?: () => unknown }) {
  const { user } = useAuth();
  const envios = useEnvios(recibo.id);
  const { ejecutar, pendiente } = useAccion();
  const para = recibo.pagador.email?.trim() ?? '';
  const verificado = user?.emailVerified === true;
  // Voided, it is sent only as the notice, to whoever had it by e-mail.
  const comoAviso =
    recibo.estado === 'anulado' && destinatariosDelRecibo(envios.data).size > 0 && !anulacionAvisada(envios.data);
  const puedeEnviar = (recibo.estado === 'emitido' || comoAviso) && para !== '' && verificado;

  const enviar = async () => {
    if (!user) return;
    await ejecutar(() => enviarPorCorreo(user, recibo.id, aleatorio()), {
      exito: comoAviso ? `Aviso de la anulación enviado a ${para}.` : `Recibo enviado a ${para}.`,
      fallo: (error) =>
        error instanceof EnvioNoRealizado ? error.message : 'No se pudo enviar el recibo. Inténtalo de nuevo.',
    });
    // Sent or not, its record (if any) is in the list.
    await Promise.all([envios.mutate(), onCambio?.()]);
  };

  let aviso: React.ReactNode = null;
  if (recibo.estado === 'anulado' && !comoAviso)
    aviso = anulacionAvisada(envios.data) ? RECHAZOS_DEL_ENVIO['ya-avisado'] : RECHAZOS_DEL_ENVIO.anulado;
  else if (!para) aviso = 'El recibo no tiene el correo del pagador: sin él no se puede enviar desde la app.';
  else if (!verificado)
    aviso = (
      <>
        Para enviar recibos desde la app, verifica tu correo. <Link to="/cuenta">Verificar mi correo en Mi cuenta</Link>
      </>
    );

  const ahora = Date.now();
  // The newest sending did not arrive (or may not have): the one button says it sends again.
  const lineas = (envios.data ?? []).map((envio) => ({ envio, estado: estadoDe(envio, ahora) }));
  const reintentar = lineas[0]?.estado.sinLlegar ?? false;
  const conEnlace =
    recibo.compartido !== null &&
    !recibo.compartido.revocado &&
    (!recibo.compartido.expiresAt || recibo.compartido.expiresAt.getTime() > ahora);
  return (
    <section className={`${estilos.recCompartir} no-print`} aria-labelledby="envios-titulo">
      <h2 id="envios-titulo">Envío por correo</h2>
      {aviso ? (
        <p className="ui-hint" data-testid="envio-aviso">
          {aviso}
        </p>
      ) : (
        <div className={estilos.recAcciones}>
          <Boton disabled={pendiente || !puedeEnviar} onClick={() => void enviar()}>
            {reintentar ? <RotateCw aria-hidden="true" /> : <Mail aria-hidden="true" />}
            {pendiente
              ? 'Enviando…'
              : reintentar
                ? 'Reintentar el envío'
                : comoAviso
                  ? 'Enviar el aviso de la anulación'
                  : 'Enviar por correo'}
          </Boton>
          <p className="ui-hint">
            {comoAviso
              ? `A ${para}, que lo recibió por correo: le dice que ya no vale y por qué, con su PDF marcado como anulado.`
              : `A ${para}, con el recibo en PDF${conEnlace ? ' y su enlace' : ''}.`}
          </p>
        </div>
      )}
      {envios.error ? (
        <ErrorDeCarga titulo="No se pudieron cargar los envíos" onReintentar={() => void envios.mutate()} />
      ) : envios.data && envios.data.length > 0 ? (
        <ul className={estilos.recEnvios} aria-label="Envíos de este recibo">
          {lineas.map(({ envio, estado }) => (
            <li key={envio.id} data-estado={envio.estado}>
              <span className={estado.clase}>{estado.texto}</span>{' '}
              <span className="ui-hint">
                {envio.para ? `A ${envio.para} · ` : ''}
                {ORIGEN[envio.origen]}
                {envio.estado !== 'enviado' ? ` · ${cuando().format(envio.creadoEn)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : envios.data ? (
        <p className="ui-hint">Aún no se ha enviado por correo.</p>
      ) : null}
    </section>
  );
}
