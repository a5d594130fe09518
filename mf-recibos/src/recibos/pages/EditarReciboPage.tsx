import { aleatorio, comoSalio, destinatariosDelRecibo, yaLoHas } from 'dominio-recibos';
import { useState } from 'react';
import { Cargando, ErrorCard, ErrorDeCarga, PageHeader, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-firebase/router';
import { useSWRConfig } from 'swr';
import { emisorDelPerfil, preferenciasDelPerfil } from '../../emisor/emisor-del-perfil';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { claveEnvios, EnvioNoRealizado, enviarPorCorreo } from '../../envios/api/envios';
import { useEnvios } from '../../envios/hooks/useEnvios';
import { useLibro } from '../../libro/hooks/useLibro';
import { ETIQUETAS_DE_CADA_CUAL } from '../../libro/textos';
import { actualizarRecibo, crearRecibo } from '../api/recibos';
import { ReciboForm } from '../components/ReciboForm';
import { ReciboNoCargado, ReciboNoEncontrado } from '../components/ReciboNoEncontrado';
import { falloAlGuardar } from '../errores';
import { useIdsEtiquetasExistentes } from '../etiquetas-remotas';
import { formatearNumero } from '../formato';
import { useInvalidarRecibos, usePagadores, useRecibo } from '../hooks/useRecibos';

/**
 * /recibos/nuevo; with `?desde=<id>` a copy of that receipt ("Duplicar"); with `?sustituye=<id>`
 * its correction ("Corregir": a receipt ever shared is not edited, it is replaced).
 */
export function NuevoReciboPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sustituye = params.get('sustituye') ?? undefined;
  const desde = sustituye ?? params.get('desde') ?? undefined;
  const original = useRecibo(desde);
  const perfil = usePerfilEmisor();
  const pagadores = usePagadores();
  const existentes = useIdsEtiquetasExistentes();
  const invalidar = useInvalidarRecibos();
  const { ejecutar, pendiente } = useAccion();
  const [fallo, setFallo] = useState<string | null>(null);
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  // Whoever had the corrected receipt by e-mail gets its correction, by the same sending path.
  const enviosDelOriginal = useEnvios(sustituye ?? null);
  const recibieron = destinatariosDelRecibo(enviosDelOriginal.data);
  const reenviar = sustituye !== undefined && recibieron.size > 0;
  // In someone else's book: its issuer's details, not edited, and no labels.
  const { propio } = useLibro();
  // Only the first load waits: a failed read is retried with no data, which SWR also calls
  // loading, and waiting then would replace the form being typed in (and lose it).
  if ((desde && original.isLoading && !original.error) || (perfil.isLoading && !perfil.error)) return <Cargando />;
  if (desde && original.error) return <ReciboNoCargado onReintentar={() => void original.mutate()} />;
  if (desde && !original.data) return <ReciboNoEncontrado />;
  const copiaDe = desde ? original.data : null;
  const corregido = (sustituye && original.data) || undefined;
  // Someone else's book signs its receipts with its own details: without them saved, nobody but
  // its owner issues (the rules would refuse it).
  if (!propio && perfil.error)
    return (
      <ErrorDeCarga
        titulo="No se pudieron leer los datos de emisor del libro"
        onReintentar={() => void perfil.mutate()}
      />
    );
  if (!propio && !perfil.data)
    return (
      <ErrorCard titulo="Faltan los datos de emisor del libro" accion={<Link to="/recibos">Volver a los recibos</Link>}>
        <p>
          Los recibos de este libro llevan los datos de emisor de quien lo lleva. Para emitir en él, tiene que
          guardarlos antes en «Datos del emisor».
        </p>
      </ErrorCard>
    );
  if (corregido && corregido.estado !== 'emitido') {
    return (
      <ErrorCard titulo="Recibo anulado" accion={<Link to={`/recibos/${corregido.id}`}>Ver el recibo</Link>}>
        <p>Un recibo anulado no se puede corregir.</p>
      </ErrorCard>
    );
  }
  return (
    <section data-remote="mf_recibos">
      <PageHeader
        titulo={corregido ? `Corregir ${formatearNumero(corregido.numero, corregido.fecha)}` : 'Nuevo recibo'}
      />
      {corregido ? (
        <p className="ui-hint" data-testid="correccion-de">
          Al emitir la corrección, {formatearNumero(corregido.numero, corregido.fecha)} queda anulado y dice qué recibo
          lo sustituye; el nuevo dice a cuál sustituye. El número se asigna al emitirlo.
          {reenviar
            ? ' Quien recibió el original por correo recibirá la corrección (si cambias el correo del pagador, el aviso de que el original queda anulado).'
            : ''}
        </p>
      ) : copiaDe ? (
        <p className="ui-hint" data-testid="copia-de">
          Copia de {formatearNumero(copiaDe.numero, copiaDe.fecha)}, con la fecha de hoy. El número se asigna al
          emitirlo.
        </p>
      ) : null}
      <ReciboForm
        key={desde ?? 'nuevo'}
        recibo={null}
        copiaDe={copiaDe}
        conSuFecha={Boolean(corregido)}
        // Without saved details (or if they cannot be read), the account's name.
        emisor={perfil.data ? emisorDelPerfil(perfil.data) : null}
        emisorFijo={!propio && perfil.data ? emisorDelPerfil(perfil.data) : undefined}
        preferencias={perfil.data ? preferenciasDelPerfil(perfil.data) : {}}
        pagadores={pagadores}
        sinEtiquetas={propio ? undefined : ETIQUETAS_DE_CADA_CUAL}
        textoEnviar={corregido ? 'Emitir la corrección' : 'Emitir recibo'}
        // A correction waits for the original's sendings to be read: who gets it depends on them.
        pendiente={pendiente || (corregido !== undefined && enviosDelOriginal.isLoading)}
        fallo={fallo}
        onCancel={() => navigate(corregido ? `/recibos/${corregido.id}` : '/recibos')}
        enviar={async (input) => {
          setFallo(null);
          const resultado = await ejecutar(() => crearRecibo(input, existentes, corregido), {
            exito: (recibo) =>
              corregido
                ? `Recibo ${formatearNumero(recibo.numero, recibo.fecha)} emitido; ${formatearNumero(corregido.numero, corregido.fecha)} queda anulado.`
                : `Recibo ${formatearNumero(recibo.numero, recibo.fecha)} emitido.`,
            fallo: falloAlGuardar,
          });
          if (!resultado.ok) {
            setFallo(falloAlGuardar(resultado.error));
            return false;
          }
          void invalidar();
          const nuevo = resultado.resultado;
          navigate(`/recibos/${nuevo.id}`);
          const para = nuevo.pagador.email?.trim();
          // The correction goes to the payer's address now; if the original went elsewhere, that
          // address is told of its void (which names the new number).
          if (reenviar && user && corregido) {
            const motivo = (error: unknown) =>
              error instanceof EnvioNoRealizado ? error.message : 'Inténtalo desde «Envío por correo».';
            void (async () => {
              if (para)
                await ejecutar(() => enviarPorCorreo(user, nuevo.id, aleatorio()), {
                  exito: recibieron.has(para)
                    ? `Corrección enviada a ${para}, que recibió el original por correo.`
                    : `Corrección enviada a ${para}.`,
                  fallo: (error) => `No se envió la corrección a ${para}. ${motivo(error)}`,
                });
              if (!para || !recibieron.has(para))
                await ejecutar(() => enviarPorCorreo(user, corregido.id, aleatorio()), {
                  exito: `Aviso de la anulación de ${formatearNumero(corregido.numero, corregido.fecha)} enviado a quien lo recibió.`,
                  fallo: (error) => `No se envió el aviso de la anulación del original. ${motivo(error)}`,
                });
              await Promise.all([invalidar(), mutate(claveEnvios(nuevo.id)), mutate(claveEnvios(corregido.id))]);
            })();
          }
          return true;
        }}
      />
    </section>
  );
}

export function EditarReciboPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existentes = useIdsEtiquetasExistentes();
  const invalidar = useInvalidarRecibos();
  const { ejecutar, pendiente } = useAccion();
  const [fallo, setFallo] = useState<string | null>(null);
  const { data: recibo, error, isLoading, mutate } = useRecibo(id);
  const pagadores = usePagadores();
  if (isLoading) return <Cargando />;
  if (error) return <ReciboNoCargado onReintentar={() => void mutate()} />;
  if (!recibo) return <ReciboNoEncontrado />;
  if (recibo.estado === 'anulado') {
    return (
      <ErrorCard titulo="Recibo anulado" accion={<Link to={`/recibos/${recibo.id}`}>Ver el recibo</Link>}>
        <p>Un recibo anulado no se puede editar.</p>
      </ErrorCard>
    );
  }
  const como = comoSalio(recibo);
  if (como) {
    return (
      <ErrorCard
        titulo={`Recibo ${como}`}
        accion={<Link to={`/recibos/nuevo?sustituye=${encodeURIComponent(recibo.id)}`}>Corregirlo</Link>}
      >
        <p>
          {yaLoHas(recibo)} {como}: no se edita, para que quien lo recibió no vea cambios sin aviso. Puedes corregirlo
          con un recibo nuevo que lo sustituye.
        </p>
      </ErrorCard>
    );
  }
  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo={`Editar ${formatearNumero(recibo.numero, recibo.fecha)}`} />
      <ReciboForm
        recibo={recibo}
        pagadores={pagadores}
        textoEnviar="Guardar cambios"
        pendiente={pendiente}
        fallo={fallo}
        onCancel={() => navigate(`/recibos/${recibo.id}`)}
        enviar={async (input) => {
          setFallo(null);
          const resultado = await ejecutar(
            async () => {
              await actualizarRecibo(recibo, input, existentes);
              await invalidar();
            },
            { exito: 'Recibo actualizado.', fallo: falloAlGuardar },
          );
          if (!resultado.ok) {
            setFallo(falloAlGuardar(resultado.error));
            // Sent or shared from elsewhere meanwhile: read again, the page then says it is corrected, not edited.
            void mutate();
            return false;
          }
          navigate(`/recibos/${recibo.id}`);
          return true;
        }}
      />
    </section>
  );
}
