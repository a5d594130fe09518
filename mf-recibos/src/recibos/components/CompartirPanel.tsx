import { rutaDelPagador } from 'dominio-recibos';
import { Copy, Eye, Link2Off, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Boton, ConfirmDialog, claseDeBoton } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { perezoso } from 'shared-firebase/perezoso';
import { Link } from 'shared-firebase/router';
import { toast } from 'sonner';
import useSWR from 'swr';
import { compartirRecibo, dejarDeCompartir } from '../api/recibos';
import { claveEstadoEnlace, DIAS_CADUCIDAD, leerEstadoDelEnlace } from '../api/recibos-publicos';
import { enlaceDeWhatsApp, envioAlPagador } from '../envio';
import { copiar } from '../portapapeles';
import estilos from '../recibos.module.css';
import type { Recibo } from '../types';

const fecha = perezoso(() => new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }));

/** The payer's page of a link, whole (the route Hosting sends to the function). */
export function enlacePublico(token: string): string {
  return `${window.location.origin}${rutaDelPagador(token)}`;
}

/**
 * "Compartir enlace": an unguessable public link with an optional expiry, copy, and revoke after
 * confirming (a link already sent stops working). A link an admin revoked can be replaced.
 */
export function CompartirPanel({ recibo, onCambio }: { recibo: Recibo; onCambio: () => Promise<unknown> }) {
  const [dias, setDias] = useState<string>('30');
  const [confirmar, setConfirmar] = useState(false);
  const { ejecutar, pendiente } = useAccion();
  const activo = recibo.compartido && !recibo.compartido.revocado ? recibo.compartido : null;
  // The receipt does not know if an admin revoked its link since: the registry does.
  const { data: estado } = useSWR(activo ? claveEstadoEnlace(activo.token) : null, ([, , token]) =>
    leerEstadoDelEnlace(token),
  );
  const porAdmin = estado?.revocadoPor === 'admin';

  // The receipt's page reloads it afterwards (its pointer to the link changed).
  const compartir = () =>
    ejecutar(
      async () => {
        await compartirRecibo(recibo, dias ? Number(dias) : null);
        await onCambio();
      },
      { exito: 'Enlace creado.', fallo: 'No se pudo crear el enlace. Inténtalo de nuevo.' },
    );

  const caducidad = (
    <label className="ui-field">
      <span>Caducidad del enlace</span>
      <select value={dias} onChange={(e) => setDias(e.target.value)}>
        {DIAS_CADUCIDAD.map((d) => (
          <option key={d} value={String(d)}>
            {d} días
          </option>
        ))}
        <option value="">Sin caducidad</option>
      </select>
    </label>
  );

  // An administrator revoked the link: payers see "no disponible". Say so, and offer a new link
  // (sharing again ends this one in the same commit).
  if (activo && porAdmin) {
    return (
      <section className={`${estilos.recCompartir} no-print`} aria-labelledby="compartir-titulo">
        <h2 id="compartir-titulo">Enlace desactivado por un administrador</h2>
        <p className="ui-alert" role="status">
          Un administrador ha desactivado el enlace público de este recibo: quien lo abra verá «Este recibo no está
          disponible». Puedes crear un enlace nuevo; el anterior seguirá sin funcionar.
        </p>
        <div className={estilos.recAcciones}>
          {caducidad}
          <Boton disabled={pendiente} onClick={() => void compartir()}>
            <Share2 aria-hidden="true" />
            Compartir de nuevo
          </Boton>
        </div>
      </section>
    );
  }

  if (activo) {
    const enlace = enlacePublico(activo.token);
    return (
      <section className={`${estilos.recCompartir} no-print`} aria-labelledby="compartir-titulo">
        <h2 id="compartir-titulo">Enlace público</h2>
        <label className="ui-field">
          <span>Cualquiera con este enlace puede ver el recibo</span>
          <input readOnly value={enlace} onFocus={(e) => e.currentTarget.select()} data-testid="enlace-publico" />
        </label>
        <p className="ui-hint">{activo.expiresAt ? `Caduca el ${fecha().format(activo.expiresAt)}.` : 'No caduca.'}</p>
        <div className={estilos.recAcciones}>
          <Boton
            variante="secundario"
            onClick={() =>
              copiar(enlace).then((copiado) =>
                copiado
                  ? toast.success('Enlace copiado.')
                  : toast.error('No se pudo copiar: selecciona el enlace y cópialo a mano.'),
              )
            }
          >
            <Copy aria-hidden="true" />
            Copiar enlace
          </Boton>
          {/* In the app (no reload): the SPA's own page of the link; the payer's browser gets the
              server-rendered one (mf-recibos/funciones). */}
          <Link className={claseDeBoton({ variante: 'secundario' })} to={rutaDelPagador(activo.token)}>
            <Eye aria-hidden="true" />
            Ver como el pagador
          </Link>
          <Boton variante="secundario" disabled={pendiente} onClick={() => setConfirmar(true)}>
            <Link2Off aria-hidden="true" />
            Dejar de compartir
          </Boton>
        </div>
        <EnviarAlPagador recibo={recibo} enlace={enlace} />
        <ConfirmDialog
          open={confirmar}
          titulo="Dejar de compartir"
          texto="Dejar de compartir"
          pendiente={pendiente}
          onClose={() => setConfirmar(false)}
          onConfirm={() =>
            void ejecutar(
              async () => {
                await dejarDeCompartir(recibo);
                await onCambio();
              },
              {
                exito: 'El enlace ha dejado de funcionar.',
                fallo: 'No se pudo dejar de compartir. Inténtalo de nuevo.',
              },
            ).then(() => setConfirmar(false))
          }
        >
          <p>
            El enlace dejará de funcionar para siempre, también para quien ya lo haya recibido. Si vuelves a compartir
            el recibo, se creará un enlace distinto.
          </p>
        </ConfirmDialog>
      </section>
    );
  }

  return (
    <section className={`${estilos.recCompartir} no-print`} aria-labelledby="compartir-titulo">
      <h2 id="compartir-titulo">Compartir</h2>
      <div className={estilos.recAcciones}>
        {caducidad}
        <Boton disabled={pendiente} onClick={() => void compartir()}>
          <Share2 aria-hidden="true" />
          Compartir enlace
        </Boton>
      </div>
    </section>
  );
}

/**
 * The link, sent by the user's own apps: the system share sheet where there is one (phones), and
 * everywhere WhatsApp (the e-mail the app sends itself: «Envío por correo», above).
 */
function EnviarAlPagador({ recibo, enlace }: { recibo: Recibo; enlace: string }) {
  const envio = envioAlPagador(recibo, enlace);
  const hojaDelSistema = typeof navigator.share === 'function';
  return (
    <>
      <h3 className={estilos.recCompartirEnviar}>Enviar al pagador</h3>
      <div className={estilos.recAcciones}>
        {hojaDelSistema ? (
          <Boton
            onClick={() =>
              // Closing the sheet rejects with AbortError: nothing to say then.
              navigator.share({ title: envio.asunto, text: envio.texto }).catch((error: unknown) => {
                if ((error as Error)?.name !== 'AbortError') toast.error('No se pudo abrir el menú de compartir.');
              })
            }
          >
            <Share2 aria-hidden="true" />
            Enviar…
          </Boton>
        ) : null}
        <a
          className={claseDeBoton({ variante: 'secundario' })}
          href={enlaceDeWhatsApp(envio, recibo.pagador.telefono, recibo.moneda)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" />
          Enviar por WhatsApp
        </a>
      </div>
    </>
  );
}
