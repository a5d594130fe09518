import { useState } from 'react';
import {
  Boton,
  Cargando,
  Celda,
  type Columna,
  ConfirmDialog,
  claseDeBoton,
  ErrorDeCarga,
  PageHeader,
  TablaAdaptable,
} from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, useParams } from 'shared-firebase/router';
import { usePagadoresGuardados } from '../../pagadores/hooks/usePagadoresGuardados';
import { formatearImporte } from '../../recibos/dinero';
import { formatearFecha, formatearNumero } from '../../recibos/formato';
import { useInvalidarRecibos } from '../../recibos/hooks/useRecibos';
import { nombreDelDocumento, paisDeLaMoneda } from '../../recibos/identificacion';
import { actualizarPlan, PlanCambiado, pausarPlan, reanudarPlan, terminarPlan } from '../api/planes';
import { hoyEnEspana } from '../calendario';
import { enMarcha } from '../ciclo';
import { describirFrecuencia, QUE_HACE_EL_COBRO } from '../formulario';
import { useInvalidarPlanes, usePlan, useRecibosDelPlan } from '../hooks/usePlanes';
import { type CampoDelPagador, pagadorCambiado, pagadorDelGuardado } from '../pagador-del-plan';
import { conceptoDelPlan } from '../plantilla';
import type { Plan } from '../types';
import { describirEstado } from './estado';
import { PlanNoEncontrado } from './PlanNoEncontrado';

const COLUMNAS: Columna[] = [{ titulo: 'Número' }, { titulo: 'Fecha' }, { titulo: 'Total' }, { titulo: 'Estado' }];

/** /recibos/periodicos/:id: a plan, what it has issued, and pause, resume, change or end it. */
export function PlanPage() {
  const { id = '' } = useParams();
  const { data: plan, error, isLoading, mutate } = usePlan(id);
  if (isLoading) return <Cargando />;
  if (error) return <ErrorDeCarga titulo="No se pudo cargar el plan" onReintentar={() => void mutate()} />;
  if (!plan) return <PlanNoEncontrado />;
  return <DetalleDelPlan plan={plan} />;
}

function DetalleDelPlan({ plan }: { plan: Plan }) {
  const invalidarPlanes = useInvalidarPlanes();
  const invalidarRecibos = useInvalidarRecibos();
  const { ejecutar, pendiente } = useAccion();
  const [terminar, setTerminar] = useState(false);
  const accion = async (trabajo: () => Promise<void>, exito: string) => {
    const { ok } = await ejecutar(trabajo, { exito, fallo: 'No se pudo cambiar el plan. Inténtalo de nuevo.' });
    if (ok) await invalidarPlanes();
    return ok;
  };
  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo={`${conceptoDelPlan(plan)} · ${plan.plantilla.pagador.nombre}`}>
        {plan.estado !== 'terminado' ? (
          <>
            <Link className={claseDeBoton({ variante: 'secundario' })} to={`/recibos/periodicos/${plan.id}/editar`}>
              Editar
            </Link>
            {plan.estado === 'activo' ? (
              <Boton
                variante="secundario"
                disabled={pendiente}
                onClick={() =>
                  void accion(() => pausarPlan(plan), 'Plan pausado: no se emitirá nada hasta que lo reanudes.')
                }
              >
                Pausar
              </Boton>
            ) : (
              <Boton
                variante="secundario"
                disabled={pendiente}
                onClick={() => {
                  const { siguiente } = enMarcha(plan, plan.ultimoPeriodo, hoyEnEspana());
                  void accion(
                    () => reanudarPlan(plan, hoyEnEspana()),
                    siguiente
                      ? `Plan reanudado: el próximo recibo llevará fecha del ${formatearFecha(siguiente)}.`
                      : 'El plan ya no tiene fechas después de hoy: queda terminado.',
                  );
                }}
              >
                Reanudar
              </Boton>
            )}
            <Boton variante="peligroSecundario" disabled={pendiente} onClick={() => setTerminar(true)}>
              Terminar
            </Boton>
          </>
        ) : null}
      </PageHeader>
      {plan.fallo ? (
        <p className="ui-form__error" role="alert">
          {plan.fallo} Corrige el plan con «Editar», o reanúdalo.
        </p>
      ) : null}
      {plan.estado !== 'terminado' ? <PagadorCambiado plan={plan} /> : null}
      <dl>
        <dt>Estado</dt>
        <dd data-testid="estado-del-plan">{describirEstado(plan)}</dd>
        <dt>Frecuencia</dt>
        <dd>
          {describirFrecuencia(plan)}, desde el {formatearFecha(plan.inicio)}
          {plan.fin ? ` hasta el ${formatearFecha(plan.fin)}` : ''}
        </dd>
        <dt>{plan.cobro === 'al-confirmar' ? 'Próximo cobro pendiente' : 'Próximo recibo'}</dt>
        <dd data-testid="proximo-recibo">{plan.siguiente ? formatearFecha(plan.siguiente) : 'Ninguno'}</dd>
        <dt>Recibos emitidos</dt>
        <dd>{plan.emitidos}</dd>
        <dt>Emisión de cada recibo</dt>
        <dd data-testid="cobro-del-plan">
          {plan.cobro === 'al-confirmar' ? (
            <>
              Al confirmar el cobro. {QUE_HACE_EL_COBRO['al-confirmar']}{' '}
              <Link to="/recibos/cobros">Ver los cobros pendientes</Link>
            </>
          ) : (
            <>
              Automático, en su fecha. {QUE_HACE_EL_COBRO.automatico}
              {plan.cobro
                ? ''
                : ' Este plan se guardó antes de poder elegirlo y sigue como siempre; para que espere a que confirmes el cobro, cámbialo en «Editar».'}
            </>
          )}
        </dd>
        <dt>Envío por correo</dt>
        <dd data-testid="envio-del-plan">
          {plan.enviarPorCorreo
            ? `Cada recibo, al emitirse, a ${plan.plantilla.pagador.email ?? 'su pagador'}`
            : 'No: se envían a mano desde cada recibo'}
        </dd>
      </dl>
      <h2>Sus recibos</h2>
      <RecibosDelPlan id={plan.id} activo={plan.estado === 'activo'} alConfirmar={plan.cobro === 'al-confirmar'} />
      <ConfirmDialog
        open={terminar}
        titulo="Terminar el plan"
        texto="Terminar el plan"
        pendiente={pendiente}
        onConfirm={() =>
          void accion(() => terminarPlan(plan), 'Plan terminado: no emitirá más recibos.').then((ok) => {
            if (ok) {
              setTerminar(false);
              void invalidarRecibos();
            }
          })
        }
        onClose={() => setTerminar(false)}
      >
        <p>No emitirá más recibos. Los que ya emitió no cambian.</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * The plan keeps its own copy of the payer; when the payer it names has other details in
 * «Pagadores» since, it says which and offers to take them (pagador-del-plan.ts).
 */
function PagadorCambiado({ plan }: { plan: Plan }) {
  const { data: guardados } = usePagadoresGuardados();
  const invalidarPlanes = useInvalidarPlanes();
  const { ejecutar, pendiente } = useAccion();
  const cambio = guardados ? pagadorCambiado(plan.plantilla.pagador, guardados) : null;
  if (!cambio) return null;
  const nombre: Record<CampoDelPagador, string> = {
    nombre: 'Nombre',
    documento: nombreDelDocumento(paisDeLaMoneda(plan.plantilla.moneda)),
    email: 'Correo',
    telefono: 'Teléfono',
  };
  const actualizar = () =>
    ejecutar(
      async () => {
        const pagador = pagadorDelGuardado(cambio.guardado);
        await actualizarPlan(plan, { ...plan, plantilla: { ...plan.plantilla, pagador } }, hoyEnEspana(), {
          soloElPagador: true,
        });
        await invalidarPlanes();
      },
      {
        exito: 'Plan actualizado: sus próximos recibos llevarán los datos de Pagadores.',
        fallo: (error) =>
          error instanceof PlanCambiado ? error.message : 'No se pudo actualizar el plan. Inténtalo de nuevo.',
      },
    );
  return (
    <section className="ui-card" aria-labelledby="pagador-cambiado" data-testid="pagador-cambiado">
      <h2 id="pagador-cambiado" className="ui-card__title">
        El pagador tiene otros datos en Pagadores
      </h2>
      <div className="ui-card__body">
        <p>
          Este plan guarda su propia copia de los datos de {cambio.guardado.nombre}, y sus próximos recibos
          {plan.enviarPorCorreo ? ' (y sus correos)' : ''} la usan hasta que la actualices:
        </p>
        <ul>
          {cambio.campos.map((c) => (
            <li key={c.campo}>
              {nombre[c.campo]}: en Pagadores, {c.guardado || 'ninguno'}; en el plan, {c.enElPlan || 'ninguno'}.
            </li>
          ))}
        </ul>
      </div>
      <div className="ui-card__actions">
        <Boton disabled={pendiente} onClick={() => void actualizar()}>
          Usar los datos de Pagadores
        </Boton>
      </div>
    </section>
  );
}

function RecibosDelPlan({ id, activo, alConfirmar }: { id: string; activo: boolean; alConfirmar: boolean }) {
  const { data, error, isLoading, mutate } = useRecibosDelPlan(id);
  if (isLoading) return <Cargando />;
  if (error) return <ErrorDeCarga titulo="No se pudieron cargar sus recibos" onReintentar={() => void mutate()} />;
  const recibos = data ?? [];
  if (recibos.length === 0)
    return (
      <p>
        {!activo
          ? 'No ha emitido ninguno.'
          : alConfirmar
            ? 'Aún no ha emitido ninguno: el primero se emitirá cuando confirmes su cobro.'
            : 'Aún no ha emitido ninguno: el primero saldrá en su fecha.'}
      </p>
    );
  return (
    <TablaAdaptable etiqueta="Recibos del plan" columnas={COLUMNAS}>
      {recibos.map((r) => (
        // biome-ignore lint/a11y/noRedundantRoles: on a phone the table is drawn as cards (display: block), which drops the row's implicit role
        <tr key={r.id} role="row">
          <Celda>
            <Link to={`/recibos/${r.id}`}>{formatearNumero(r.numero, r.fecha)}</Link>
          </Celda>
          <Celda titulo="Fecha">{formatearFecha(r.fecha)}</Celda>
          <Celda titulo="Total">{formatearImporte(r.total, r.moneda)}</Celda>
          <Celda titulo="Estado">
            {r.sustituidoPor ? (
              // Its correction is a receipt of its own (not the plan's): reached from the one it replaces.
              <>
                Corregido por <Link to={`/recibos/${r.sustituidoPor.id}`}>{r.sustituidoPor.numero}</Link>
              </>
            ) : r.estado === 'anulado' ? (
              'Anulado'
            ) : (
              'Emitido'
            )}
          </Celda>
        </tr>
      ))}
    </TablaAdaptable>
  );
}
