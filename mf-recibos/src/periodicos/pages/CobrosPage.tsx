import { idDelEnvioDelCobro, RECHAZOS_DEL_ENVIO } from 'dominio-recibos';
import { useRef, useState } from 'react';
import {
  Boton,
  Cargando,
  Celda,
  type Columna,
  ConfirmDialog,
  codigoDeError,
  ErrorDeCarga,
  PageHeader,
  TablaAdaptable,
  useAuth,
} from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import useSWR, { useSWRConfig } from 'swr';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { EnvioNoRealizado, enviarPorCorreo } from '../../envios/api/envios';
import { CobroNoPendiente } from '../../recibos/api/serie';
import { formatearImporte, totalRecibo } from '../../recibos/dinero';
import { useIdsEtiquetasExistentes } from '../../recibos/etiquetas-remotas';
import { formatearFecha, formatearNumero } from '../../recibos/formato';
import { useInvalidarRecibos } from '../../recibos/hooks/useRecibos';
import type { Recibo } from '../../recibos/types';
import {
  type Cobro,
  CobroYaConfirmado,
  clavesCobros,
  confirmarCobro,
  descartarCobro,
  listarCobros,
  MAX_COBROS,
} from '../api/cobros';
import { contarEmitido } from '../api/planes';
import { hoyEnEspana } from '../calendario';
import { useInvalidarPlanes, usePlanes } from '../hooks/usePlanes';

const COLUMNAS: Columna[] = [
  { titulo: 'Marcar' },
  { titulo: 'Pagador' },
  { titulo: 'Concepto' },
  { titulo: 'Fecha prevista' },
  { titulo: 'Importe' },
  { titulo: 'Acciones' },
];

/** How one confirmation went: its receipt (issued here or already elsewhere), and its sending; or why not. */
type Resultado =
  | { cobro: Cobro; recibo: Recibo; yaEmitido: boolean; correo: string | null }
  | { cobro: Cobro; error: string };

const describir = (c: Cobro) => `${c.entrada.pagador.nombre}, ${c.entrada.concepto}`;
/** Why one charge could not be confirmed or discarded, to follow «…: » in a list. */
const mensajeDe = (e: unknown) =>
  e instanceof CobroNoPendiente || e instanceof CobroYaConfirmado
    ? e.message
    : codigoDeError(e) === 'unavailable'
      ? 'no hay conexión; inténtalo de nuevo.'
      : 'no se pudo guardar; inténtalo de nuevo, y si vuelve a pasar, recarga la página.';

/**
 * /recibos/cobros: the charges of the plans that wait for the payment to be confirmed, the oldest
 * first. Confirming one (or all those checked) issues its receipt, dated today, and sends it when
 * its plan says so; discarding one issues nothing (docs/decisiones/031).
 */
export function CobrosPage() {
  const { data, error, isLoading, mutate } = useSWR(clavesCobros.lista, listarCobros, { revalidateOnFocus: false });
  const { mutate: mutar } = useSWRConfig();
  // The signature each receipt takes: nothing is confirmed before it is known.
  const perfil = usePerfilEmisor();
  // Whether to send: as the plan says now (a plan changed since the charge was made), or as it said then.
  const planes = usePlanes();
  const existentes = useIdsEtiquetasExistentes();
  const invalidarRecibos = useInvalidarRecibos();
  const invalidarPlanes = useInvalidarPlanes();
  const { user } = useAuth();
  const [marcados, setMarcados] = useState<ReadonlySet<string>>(new Set());
  const [avance, setAvance] = useState<string | null>(null);
  const [resultados, setResultados] = useState<Resultado[]>([]);
  const [descartar, setDescartar] = useState<Cobro | null>(null);
  const [descartado, setDescartado] = useState<{ texto: string; fallo: boolean } | null>(null);
  const titulo = useRef<HTMLHeadingElement>(null);
  const aviso = useRef<HTMLParagraphElement>(null);

  if (isLoading || perfil.isLoading) return <Cargando />;
  if (error)
    return <ErrorDeCarga titulo="No se pudieron cargar los cobros pendientes" onReintentar={() => void mutate()} />;
  if (perfil.error)
    return (
      <ErrorDeCarga titulo="No se pudieron cargar tus datos de emisor" onReintentar={() => void perfil.mutate()} />
    );
  const cobros = data ?? [];
  const trabajando = avance !== null;

  const alTerminar = async () => {
    setMarcados(new Set());
    await Promise.all([mutate(), mutar(clavesCobros.cuenta), invalidarRecibos(), invalidarPlanes()]);
  };

  const enviar = (cobro: Cobro) =>
    planes.data?.find((p) => p.id === cobro.plan.id)?.enviarPorCorreo ?? cobro.enviarPorCorreo;

  /**
   * Each charge in turn: its receipt issued (the next number of its year), then sent at once if
   * its plan says so, under the receipt's one sending id (another tab never sends it again).
   */
  const confirmar = async (elegidos: readonly Cobro[]) => {
    const hoy = hoyEnEspana();
    const firma = perfil.data?.firma || null;
    const hechos: Resultado[] = [];
    let limite = false;
    for (const [i, cobro] of elegidos.entries()) {
      setAvance(`Confirmando ${i + 1} de ${elegidos.length}…`);
      let hecho: Resultado;
      try {
        const { recibo, yaEmitido } = await confirmarCobro(cobro, hoy, firma, existentes);
        hecho = { cobro, recibo, yaEmitido, correo: null };
        if (!yaEmitido) await contarEmitido(cobro.plan.id);
      } catch (e) {
        hechos.push({ cobro, error: mensajeDe(e) });
        continue;
      }
      if (enviar(cobro) && !hecho.yaEmitido) {
        if (!user?.emailVerified)
          hecho.correo = 'sin enviar: verifica tu correo en Mi cuenta para enviar desde la app.';
        else if (!hecho.recibo.pagador.email?.trim()) hecho.correo = `sin enviar: ${RECHAZOS_DEL_ENVIO['sin-correo']}`;
        else if (limite) hecho.correo = `sin enviar: ${RECHAZOS_DEL_ENVIO.limite}`;
        else
          try {
            await enviarPorCorreo(user, hecho.recibo.id, idDelEnvioDelCobro(hecho.recibo.id));
            hecho.correo = `enviado a ${hecho.recibo.pagador.email}.`;
          } catch (e) {
            limite = e instanceof EnvioNoRealizado && e.rechazo === 'limite';
            hecho.correo = `sin enviar: ${e instanceof Error ? e.message : 'inténtalo desde la página del recibo.'}`;
          }
      }
      hechos.push(hecho);
    }
    setResultados(hechos);
    setDescartado(null);
    setAvance(null);
    await alTerminar();
    titulo.current?.focus();
  };

  const elegidos = cobros.filter((c) => marcados.has(c.id));
  const marcar = (ids: readonly string[], si: boolean) =>
    setMarcados((m) => {
      const nuevo = new Set(m);
      for (const id of ids) {
        if (si) nuevo.add(id);
        else nuevo.delete(id);
      }
      return nuevo;
    });
  const todos = cobros.length > 0 && elegidos.length === cobros.length;

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Cobros pendientes" />
      <p className="ui-hint">
        Los recibos periódicos que esperan a que confirmes el cobro aparecen aquí en su fecha. Al confirmar, se emite el
        recibo con la fecha de hoy, el día en que confirmas que has cobrado, y se envía al pagador si su plan lo dice.
        Si no se pagó, descártalo: no se emite recibo.
      </p>
      {/* One live region, always there: what was done (and the progress) is announced as it changes. */}
      <div role="status" aria-live="polite" data-testid="cobros-confirmados">
        {avance ? <p className="ui-hint">{avance}</p> : null}
        {resultados.length > 0 && !avance ? (
          <>
            <h2 ref={titulo} tabIndex={-1}>
              {resultados.every((r) => 'recibo' in r)
                ? resultados.length === 1
                  ? 'Cobro confirmado'
                  : 'Cobros confirmados'
                : 'Lo que se ha hecho'}
            </h2>
            <ul aria-label="Cobros confirmados">
              {resultados.map((r) => (
                <li key={r.cobro.id}>
                  {'recibo' in r ? (
                    <>
                      <Link to={`/recibos/${r.recibo.id}`}>{formatearNumero(r.recibo.numero, r.recibo.fecha)}</Link>{' '}
                      {r.yaEmitido ? 'ya estaba emitido (en otra pestaña o sesión)' : 'emitido'} para{' '}
                      {describir(r.cobro)}
                      {r.correo ? `; ${r.correo}` : '.'}
                    </>
                  ) : (
                    `No se emitió el recibo de ${describir(r.cobro)}: ${r.error.charAt(0).toLowerCase()}${r.error.slice(1)}`
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {descartado && !avance ? (
          <p ref={aviso} tabIndex={-1} className={descartado.fallo ? 'ui-form__error' : undefined}>
            {descartado.texto}
          </p>
        ) : null}
      </div>
      {cobros.length === 0 ? (
        <p className="ui-empty">
          No hay cobros pendientes. <Link to="/recibos/periodicos">Ver los recibos periódicos</Link>
        </p>
      ) : (
        <>
          <div className="ui-acciones">
            <label>
              <input
                type="checkbox"
                checked={todos}
                disabled={trabajando}
                onChange={(e) =>
                  marcar(
                    cobros.map((c) => c.id),
                    e.target.checked,
                  )
                }
              />{' '}
              Marcar todos
            </label>
            <Boton onClick={() => void confirmar(elegidos)} disabled={trabajando || elegidos.length === 0}>
              {elegidos.length > 1
                ? `Confirmar los ${elegidos.length} cobros marcados`
                : elegidos.length === 1
                  ? 'Confirmar el cobro marcado'
                  : 'Confirmar los cobros marcados'}
            </Boton>
            <p className="ui-hint">
              {cobros.length} {cobros.length === 1 ? 'cobro pendiente' : 'cobros pendientes'}
              {cobros.length >= MAX_COBROS ? ' (se muestran los primeros)' : ''}.
            </p>
          </div>
          <TablaAdaptable etiqueta="Cobros pendientes" columnas={COLUMNAS}>
            {cobros.map((c) => (
              // biome-ignore lint/a11y/noRedundantRoles: on a phone the table is drawn as cards (display: block), which drops the row's implicit role
              <tr key={c.id} role="row">
                <Celda>
                  <input
                    type="checkbox"
                    aria-label={`Marcar el cobro de ${describir(c)}`}
                    checked={marcados.has(c.id)}
                    disabled={trabajando}
                    onChange={(e) => marcar([c.id], e.target.checked)}
                  />
                </Celda>
                <Celda titulo="Pagador">
                  <Link to={`/recibos/periodicos/${c.plan.id}`}>{c.entrada.pagador.nombre}</Link>
                </Celda>
                <Celda titulo="Concepto">{c.entrada.concepto}</Celda>
                <Celda titulo="Fecha prevista">{formatearFecha(c.fecha)}</Celda>
                <Celda titulo="Importe">{formatearImporte(totalRecibo(c.entrada.lineas), c.entrada.moneda)}</Celda>
                <Celda titulo="Acciones" className="ui-tabla__ancha">
                  <Boton
                    onClick={() => void confirmar([c])}
                    disabled={trabajando}
                    aria-label={`Confirmar el cobro de ${describir(c)}`}
                  >
                    Confirmar el cobro
                  </Boton>{' '}
                  <Boton
                    variante="secundario"
                    onClick={() => setDescartar(c)}
                    disabled={trabajando}
                    aria-label={`Descartar el cobro de ${describir(c)}`}
                  >
                    Descartar
                  </Boton>
                </Celda>
              </tr>
            ))}
          </TablaAdaptable>
        </>
      )}
      <ConfirmDialog
        open={descartar !== null}
        titulo="Descartar el cobro"
        texto="Descartar"
        pendiente={trabajando}
        onConfirm={() => {
          const cobro = descartar;
          if (!cobro) return;
          setAvance('Descartando…');
          setResultados([]);
          void descartarCobro(cobro)
            .then(
              async () => {
                setDescartado({
                  texto: `Cobro de ${describir(cobro)} descartado: no se ha emitido recibo.`,
                  fallo: false,
                });
                await alTerminar();
              },
              (e: unknown) => {
                const motivo = mensajeDe(e);
                setDescartado({
                  texto: `No se descartó el cobro de ${describir(cobro)}: ${motivo.charAt(0).toLowerCase()}${motivo.slice(1)}`,
                  fallo: true,
                });
              },
            )
            .finally(() => {
              setAvance(null);
              setDescartar(null);
              // The row is gone: the outcome takes the focus, not the page.
              requestAnimationFrame(() => aviso.current?.focus());
            });
        }}
        onClose={() => setDescartar(null)}
      >
        <p>
          {descartar ? `No se emitirá recibo de ${describir(descartar)} (${formatearFecha(descartar.fecha)}).` : ''} El
          plan sigue con su próxima fecha.
        </p>
      </ConfirmDialog>
    </section>
  );
}
