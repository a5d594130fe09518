import { aleatorio } from 'dominio-recibos';
import { useState } from 'react';
import {
  Boton,
  Cargando,
  Celda,
  type Columna,
  ConfirmDialog,
  ErrorDeCarga,
  PageHeader,
  TablaAdaptable,
  useAuth,
} from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import useSWR, { useSWRConfig } from 'swr';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { enviarPorCorreo } from '../../envios/api/envios';
import { enviarVarios } from '../../envios/enviar-varios';
import { formatearImporte, totalRecibo } from '../../recibos/dinero';
import { falloAlGuardar } from '../../recibos/errores';
import { useIdsEtiquetasExistentes } from '../../recibos/etiquetas-remotas';
import { formatearFecha, formatearNumero } from '../../recibos/formato';
import { useInvalidarRecibos } from '../../recibos/hooks/useRecibos';
import type { Recibo } from '../../recibos/types';
import { type Cobro, clavesCobros, confirmarCobro, descartarCobro, listarCobros, MAX_COBROS } from '../api/cobros';
import { hoyEnEspana } from '../calendario';
import { useInvalidarPlanes } from '../hooks/usePlanes';

const COLUMNAS: Columna[] = [
  { titulo: 'Marcar' },
  { titulo: 'Pagador' },
  { titulo: 'Concepto' },
  { titulo: 'Fecha prevista' },
  { titulo: 'Importe' },
  { titulo: 'Acciones' },
];

/** How one confirmation went: its receipt, and whether it went by e-mail; or why it failed. */
type Resultado = { cobro: Cobro; recibo: Recibo; correo: string | null } | { cobro: Cobro; error: string };

const describir = (c: Cobro) => `${c.entrada.pagador.nombre}, ${c.entrada.concepto}`;

/**
 * /recibos/cobros: the charges of the plans that wait for the payment to be confirmed, the oldest
 * first. Confirming one (or all those checked) issues its receipt, dated today, and sends it when
 * its plan says so; discarding one issues nothing (docs/decisiones/031).
 */
export function CobrosPage() {
  const { data, error, isLoading, mutate } = useSWR(clavesCobros.lista, listarCobros, { revalidateOnFocus: false });
  const { mutate: mutar } = useSWRConfig();
  const perfil = usePerfilEmisor();
  const existentes = useIdsEtiquetasExistentes();
  const invalidarRecibos = useInvalidarRecibos();
  const invalidarPlanes = useInvalidarPlanes();
  const { user } = useAuth();
  const [marcados, setMarcados] = useState<ReadonlySet<string>>(new Set());
  const [avance, setAvance] = useState<string | null>(null);
  const [resultados, setResultados] = useState<Resultado[]>([]);
  const [descartar, setDescartar] = useState<Cobro | null>(null);

  if (isLoading) return <Cargando />;
  if (error)
    return <ErrorDeCarga titulo="No se pudieron cargar los cobros pendientes" onReintentar={() => void mutate()} />;
  const cobros = data ?? [];
  const trabajando = avance !== null;

  const alTerminar = async () => {
    setMarcados(new Set());
    await Promise.all([mutate(), mutar(clavesCobros.cuenta), invalidarRecibos(), invalidarPlanes()]);
  };

  /** Each charge confirmed in turn (its number the next of its year), then each sent if its plan says so. */
  const confirmar = async (elegidos: readonly Cobro[]) => {
    const hoy = hoyEnEspana();
    const firma = perfil.data?.firma || null;
    const hechos: Resultado[] = [];
    for (const [i, cobro] of elegidos.entries()) {
      setAvance(`Emitiendo ${i + 1} de ${elegidos.length}…`);
      try {
        hechos.push({ cobro, recibo: await confirmarCobro(cobro, hoy, firma, existentes), correo: null });
      } catch (e) {
        hechos.push({ cobro, error: falloAlGuardar(e) });
      }
    }
    const aEnviar = hechos.flatMap((h) => ('recibo' in h && h.cobro.enviarPorCorreo ? [h.recibo] : []));
    if (aEnviar.length > 0) {
      if (user?.emailVerified) {
        setAvance('Enviando por correo…');
        const envios = await enviarVarios(aEnviar, (recibo) => enviarPorCorreo(user, recibo.id, aleatorio()));
        for (const h of hechos)
          if ('recibo' in h && h.cobro.enviarPorCorreo) {
            const envio = envios.get(h.recibo.id);
            h.correo = envio?.enviado
              ? `enviado a ${h.recibo.pagador.email}.`
              : `no enviado: ${envio && !envio.enviado ? envio.motivo : ''}`;
          }
      } else
        for (const h of hechos)
          if ('recibo' in h && h.cobro.enviarPorCorreo)
            h.correo = 'no enviado: verifica tu correo en Mi cuenta para enviar desde la app.';
    }
    setResultados(hechos);
    setAvance(null);
    await alTerminar();
  };

  const elegidos = cobros.filter((c) => marcados.has(c.id));
  const marcar = (id: string, si: boolean) =>
    setMarcados((m) => {
      const nuevo = new Set(m);
      if (si) nuevo.add(id);
      else nuevo.delete(id);
      return nuevo;
    });

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Cobros pendientes" />
      <p className="ui-hint">
        Los recibos periódicos que esperan a que confirmes el cobro aparecen aquí en su fecha. Al confirmar, se emite el
        recibo con la fecha de hoy, el día en que confirmas que has cobrado, y se envía al pagador si su plan lo dice.
        Si no se pagó, descártalo: no se emite recibo.
      </p>
      {resultados.length > 0 ? (
        <div role="status" data-testid="cobros-confirmados">
          <ul aria-label="Cobros confirmados">
            {resultados.map((r) => (
              <li key={r.cobro.id}>
                {'recibo' in r ? (
                  <>
                    <Link to={`/recibos/${r.recibo.id}`}>{formatearNumero(r.recibo.numero, r.recibo.fecha)}</Link>{' '}
                    emitido para {describir(r.cobro)}
                    {r.correo ? `; ${r.correo}` : '.'}
                  </>
                ) : (
                  `No se emitió el recibo de ${describir(r.cobro)}: ${r.error}`
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cobros.length === 0 ? (
        <p className="ui-empty">
          No hay cobros pendientes. <Link to="/recibos/periodicos">Ver los recibos periódicos</Link>
        </p>
      ) : (
        <>
          <div className="ui-acciones">
            <Boton onClick={() => void confirmar(elegidos)} disabled={trabajando || elegidos.length === 0}>
              {elegidos.length > 1 ? `Confirmar los ${elegidos.length} cobros marcados` : 'Confirmar el cobro marcado'}
            </Boton>
            <p className="ui-hint" role="status">
              {avance ??
                `${cobros.length} ${cobros.length === 1 ? 'cobro pendiente' : 'cobros pendientes'}${cobros.length >= MAX_COBROS ? ' (se muestran los primeros)' : ''}.`}
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
                    onChange={(e) => marcar(c.id, e.target.checked)}
                  />
                </Celda>
                <Celda titulo="Pagador">
                  <Link to={`/recibos/periodicos/${c.plan.id}`}>{c.entrada.pagador.nombre}</Link>
                </Celda>
                <Celda titulo="Concepto">{c.entrada.concepto}</Celda>
                <Celda titulo="Fecha prevista">{formatearFecha(c.fecha)}</Celda>
                <Celda titulo="Importe">{formatearImporte(totalRecibo(c.entrada.lineas), c.entrada.moneda)}</Celda>
                <Celda titulo="Acciones">
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
          void descartarCobro(cobro)
            .then(alTerminar, () => undefined)
            .finally(() => {
              setAvance(null);
              setDescartar(null);
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
