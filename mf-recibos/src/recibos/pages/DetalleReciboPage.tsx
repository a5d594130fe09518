import { aleatorio, comoSalio, destinatariosDelRecibo, type ViaDeSalida, yaLoHas } from 'dominio-recibos';
import { Ban, Copy, Pencil, Printer, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Boton, Cargando, ConfirmDialog, claseDeBoton, PageHeader, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, useNavigate, useParams } from 'shared-firebase/router';
import { EnvioNoRealizado, enviarPorCorreo } from '../../envios/api/envios';
import { EnvioPorCorreo } from '../../envios/components/EnvioPorCorreo';
import { useEnvios } from '../../envios/hooks/useEnvios';
import { useEsPropietario, usePuedeEmitir } from '../../libro/hooks/useLibro';
import {
  anularRecibo,
  eliminarRecibo,
  esEliminable,
  marcarSalida,
  ReciboCambiado,
  ReciboNoEliminable,
} from '../api/recibos';
import { instantanea } from '../api/recibos-publicos';
import { BotonPdf } from '../components/BotonPdf';
import { CompartirPanel } from '../components/CompartirPanel';
import { AnotarMotivo, CampoMotivo } from '../components/MotivoDeAnulacion';
import { ReciboDocumento } from '../components/ReciboDocumento';
import { ReciboNoCargado, ReciboNoEncontrado } from '../components/ReciboNoEncontrado';
import { EtiquetasDeRecibo } from '../etiquetas-remotas';
import { formatearNumero } from '../formato';
import { useContador, useInvalidarRecibos, useRecibo } from '../hooks/useRecibos';
import estilos from '../recibos.module.css';
import type { Recibo } from '../types';
import { validarMotivo } from '../validacion';

/** Who issued and voided it, when not the book's owner: «Emitido por …. Anulado por ….». */
function autoria(recibo: Recibo): string {
  const anulado = recibo.estado === 'anulado' ? recibo.anuladoPor : undefined;
  return [
    recibo.emitidoPor ? `Emitido por ${recibo.emitidoPor.email}.` : '',
    anulado ? `Anulado por ${anulado.email}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function DetalleReciboPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: recibo, error, isLoading, mutate } = useRecibo(id);
  const { data: contador } = useContador(recibo);
  const invalidar = useInvalidarRecibos();
  const [confirmar, setConfirmar] = useState<'anular' | 'eliminar' | null>(null);
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  const { ejecutar, pendiente } = useAccion();
  const salida = recibo ? comoSalio(recibo) : null;
  const { user } = useAuth();
  // A person with access reads, downloads and prints; with «Emisión» also issues, corrects,
  // duplicates, voids, shares and sends; editing and deleting are the owner's.
  const esPropietario = useEsPropietario();
  const puedeEmitir = usePuedeEmitir();
  const envios = useEnvios(id ?? null);
  // Who had it by e-mail is told of its void, with the reason, by the same sending path (the
  // void waits for its sendings to be read: a quick one would skip the notice).
  const avisarA = destinatariosDelRecibo(envios.data).size > 0 ? recibo?.pagador.email?.trim() || null : null;
  // Out of the app before a copy leaves it (docs/decisiones/030): the page's buttons wait for the
  // mark (and for the receipt to be as shown: ReciboCambiado); the browser's own print (Ctrl+P)
  // cannot wait, so it is marked as it starts.
  const marcar = async (via: ViaDeSalida) => {
    if (!recibo) return;
    try {
      await marcarSalida(recibo, via);
    } finally {
      await invalidar();
    }
  };
  const porElBoton = useRef(false);
  useEffect(() => {
    if (!recibo || salida) return;
    const alImprimir = () => {
      if (porElBoton.current) return;
      marcarSalida(recibo, 'impresion')
        .catch((error) => console.error('No se pudo registrar la impresión', error))
        .finally(invalidar);
    };
    window.addEventListener('beforeprint', alImprimir);
    return () => window.removeEventListener('beforeprint', alImprimir);
  }, [recibo, salida, invalidar]);
  const imprimir = () => {
    // window.print() fires beforeprint within itself: the button has already marked.
    porElBoton.current = true;
    window.print();
    porElBoton.current = false;
  };

  if (isLoading) return <Cargando />;
  if (error) return <ReciboNoCargado onReintentar={() => void mutate()} />;
  if (!recibo) return <ReciboNoEncontrado />;
  const numero = formatearNumero(recibo.numero, recibo.fecha);
  const eliminable = esEliminable(recibo, contador);

  const fallo = 'No se pudo completar la acción. Inténtalo de nuevo.';
  const confirmado = async () => {
    if (confirmar === 'anular') {
      const error = validarMotivo(motivo);
      setErrorMotivo(error);
      if (error) return;
      const { ok } = await ejecutar(
        async () => {
          await anularRecibo(recibo, motivo);
          await invalidar();
        },
        { exito: `Recibo ${numero} anulado.`, fallo },
      );
      if (!ok) return;
      setConfirmar(null);
      if (avisarA && user) {
        // Not sent: the receipt's «Envío por correo» offers it again.
        await ejecutar(() => enviarPorCorreo(user, recibo.id, aleatorio()), {
          exito: `Aviso de la anulación enviado a ${avisarA}.`,
          fallo: (error) =>
            `No se envió el aviso de la anulación a ${avisarA}. ${error instanceof EnvioNoRealizado ? error.message : 'Inténtalo de nuevo desde «Envío por correo».'}`,
        });
        await envios.mutate();
      }
    } else {
      const { ok } = await ejecutar(() => eliminarRecibo(recibo), {
        exito: `Recibo ${numero} eliminado.`,
        // Another tab may have issued a receipt since: this one is no longer the last.
        fallo: (error) => (error instanceof ReciboNoEliminable ? error.message : fallo),
      });
      if (!ok) return;
      void invalidar();
      setConfirmar(null);
      navigate('/recibos');
    }
  };

  return (
    <section data-remote="mf_recibos">
      <div className="no-print">
        <PageHeader titulo={`Recibo ${numero}`}>
          <Boton
            variante="secundario"
            disabled={pendiente}
            onClick={() =>
              void ejecutar(() => marcar('impresion'), {
                fallo: (error) =>
                  error instanceof ReciboCambiado
                    ? error.message
                    : 'No se pudo preparar la impresión. Revisa la conexión e inténtalo de nuevo.',
              }).then(({ ok }) => ok && imprimir())
            }
          >
            <Printer aria-hidden="true" />
            Imprimir
          </Boton>
          <BotonPdf recibo={instantanea(recibo)} antes={() => marcar('pdf')} />
          {puedeEmitir && recibo.estado === 'emitido' ? (
            <>
              {/* Once a copy may be outside the app, its content never changes: a correction replaces it. */}
              {salida === null && esPropietario ? (
                <Link className={claseDeBoton({ variante: 'secundario' })} to={`/recibos/${recibo.id}/editar`}>
                  <Pencil aria-hidden="true" />
                  Editar
                </Link>
              ) : (
                <Link
                  className={claseDeBoton({ variante: 'secundario' })}
                  to={`/recibos/nuevo?sustituye=${encodeURIComponent(recibo.id)}`}
                >
                  <Pencil aria-hidden="true" />
                  Corregir
                </Link>
              )}
              <Boton variante="secundario" onClick={() => setConfirmar('anular')}>
                <Ban aria-hidden="true" />
                Anular
              </Boton>
            </>
          ) : null}
          {puedeEmitir ? (
            <Link
              className={claseDeBoton({ variante: 'secundario' })}
              to={`/recibos/nuevo?desde=${encodeURIComponent(recibo.id)}`}
            >
              <Copy aria-hidden="true" />
              Duplicar
            </Link>
          ) : null}
          {esPropietario && eliminable ? (
            <Boton variante="peligroSecundario" onClick={() => setConfirmar('eliminar')}>
              <Trash2 aria-hidden="true" />
              Eliminar
            </Boton>
          ) : null}
        </PageHeader>
        {autoria(recibo) ? (
          <p className={`ui-hint ${estilos.recDetalleAviso}`} data-testid="autoria">
            {autoria(recibo)}
          </p>
        ) : null}
        {recibo.plan ? (
          <p className={`ui-hint ${estilos.recDetalleAviso}`} data-testid="del-plan">
            Emitido por un{' '}
            {esPropietario ? (
              <Link to={`/recibos/periodicos/${recibo.plan.id}`}>recibo periódico</Link>
            ) : (
              'recibo periódico'
            )}
            .
          </p>
        ) : null}
        {recibo.sustituye ? (
          <p className={`ui-hint ${estilos.recDetalleAviso}`} data-testid="corrige">
            Corrige el recibo <Link to={`/recibos/${recibo.sustituye.id}`}>{recibo.sustituye.numero}</Link>, que quedó
            anulado al emitir este.
          </p>
        ) : null}
        {recibo.sustituidoPor ? (
          <p className={`ui-hint ${estilos.recDetalleAviso}`} data-testid="corregido">
            Anulado y sustituido por el recibo{' '}
            <Link to={`/recibos/${recibo.sustituidoPor.id}`}>{recibo.sustituidoPor.numero}</Link>.
          </p>
        ) : null}
        {esPropietario && salida !== null && recibo.estado === 'emitido' ? (
          <p className={`ui-hint ${estilos.recDetalleAviso}`} data-testid="sin-editar">
            {yaLoHas(recibo)} {salida}: para que quien lo recibió no vea cambios sin aviso, no se edita. «Corregir»
            emite uno nuevo que lo sustituye, y este queda anulado con el número del nuevo.
          </p>
        ) : null}
        {esPropietario && contador && !eliminable ? (
          <p className={`ui-hint ${estilos.recDetalleAviso}`} data-testid="sin-eliminar">
            Para que la numeración no tenga huecos y un número nombre siempre el mismo recibo, solo se puede eliminar el
            último recibo de cada año si nunca ha salido de la app (compartido, enviado por correo, descargado o
            impreso) ni corrige a otro. {recibo.estado === 'emitido' ? 'Este se puede anular.' : ''}
          </p>
        ) : null}
        <div className={estilos.recDetalleEtiquetas}>
          <EtiquetasDeRecibo ids={recibo.etiquetas} />
        </div>
      </div>
      <ReciboDocumento recibo={instantanea(recibo)} bajoUnTitulo />
      {esPropietario && recibo.estado === 'anulado' && !recibo.motivoAnulacion && !recibo.sustituidoPor ? (
        <AnotarMotivo recibo={recibo} onGuardado={invalidar} />
      ) : null}
      {recibo.notas ? (
        <section className={`${estilos.recNotas} no-print`} aria-labelledby="notas-titulo">
          <h2 id="notas-titulo" className={estilos.recNotasTitulo}>
            Notas privadas
          </h2>
          <p className={estilos.recNotasTexto} data-testid="recibo-notas">
            {recibo.notas}
          </p>
        </section>
      ) : null}
      {puedeEmitir ? (
        <>
          <EnvioPorCorreo recibo={recibo} onCambio={invalidar} />
          <CompartirPanel recibo={recibo} onCambio={invalidar} />
        </>
      ) : null}
      <p className={`no-print ${estilos.recVolver}`}>
        <Link to="/recibos">← Volver a los recibos</Link>
      </p>
      <ConfirmDialog
        open={confirmar !== null}
        titulo={confirmar === 'anular' ? 'Anular recibo' : 'Eliminar recibo'}
        texto={confirmar === 'anular' ? 'Anular recibo' : 'Eliminar recibo'}
        pendiente={pendiente || (confirmar === 'anular' && envios.isLoading)}
        onConfirm={() => void confirmado()}
        onClose={() => setConfirmar(null)}
      >
        {confirmar === 'anular' ? (
          <>
            <p>El recibo {numero} quedará marcado como ANULADO, también en su enlace público. No se puede deshacer.</p>
            {avisarA ? (
              <p data-testid="aviso-de-anulacion">
                {avisarA} lo recibió por correo: le enviaremos el aviso de la anulación, con el motivo.
              </p>
            ) : envios.error ? (
              <p data-testid="aviso-de-anulacion">
                No se pudo comprobar si lo enviaste por correo: si fue así, envía después el aviso de la anulación desde
                «Envío por correo».
              </p>
            ) : null}
            <CampoMotivo valor={motivo} onCambio={setMotivo} error={errorMotivo} />
          </>
        ) : (
          <p>
            Se eliminará el recibo {numero} y su número quedará libre para el próximo recibo: no ha salido de la app (ni
            compartido, ni enviado, ni descargado, ni impreso). No se puede deshacer.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
