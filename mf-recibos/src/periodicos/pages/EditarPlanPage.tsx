import { useState } from 'react';
import { Cargando, ErrorCard, ErrorDeCarga, Field, PageHeader } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, useNavigate, useParams } from 'shared-firebase/router';
import { emisorDelPerfil, preferenciasDelPerfil } from '../../emisor/emisor-del-perfil';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { Opciones } from '../../recibos/components/CamposDeAlquiler';
import { ReciboForm } from '../../recibos/components/ReciboForm';
import { falloAlGuardar } from '../../recibos/errores';
import { useIdsEtiquetasExistentes } from '../../recibos/etiquetas-remotas';
import { formatearFecha } from '../../recibos/formato';
import { usePagadores } from '../../recibos/hooks/useRecibos';
import estilos from '../../recibos/recibos.module.css';
import type { ErroresRecibo } from '../../recibos/validacion';
import { actualizarPlan, crearPlan, PlanCambiado } from '../api/planes';
import { hoyEnEspana } from '../calendario';
import { enMarcha, ultimoMesCubierto } from '../ciclo';
import {
  estadoDePlantilla,
  OPCIONES_DE_COBRO,
  OPCIONES_DE_FRECUENCIA,
  type ProgramacionForm,
  plantillaDeEntrada,
  programacionDelForm,
  programacionInicial,
  QUE_HACE_EL_COBRO,
} from '../formulario';
import { useInvalidarPlanes, usePlan } from '../hooks/usePlanes';
import type { Plan, PlanInput } from '../types';
import { validarPlan } from '../validacion';
import { PlanNoEncontrado } from './PlanNoEncontrado';

/** /recibos/periodicos/nuevo and /recibos/periodicos/:id/editar. */
export function NuevoPlanPage() {
  const perfil = usePerfilEmisor();
  if (perfil.isLoading && !perfil.error) return <Cargando />;
  return <FormularioDePlan plan={null} perfil={perfil.data ?? null} />;
}

const falloDelPlan = (error: unknown) => (error instanceof PlanCambiado ? error.message : falloAlGuardar(error));

export function EditarPlanPage() {
  const { id = '' } = useParams();
  const { data: plan, error, isLoading, mutate } = usePlan(id);
  const perfil = usePerfilEmisor();
  if (isLoading || (perfil.isLoading && !perfil.error)) return <Cargando />;
  if (error) return <ErrorDeCarga titulo="No se pudo cargar el plan" onReintentar={() => void mutate()} />;
  if (!plan) return <PlanNoEncontrado />;
  if (plan.estado === 'terminado')
    return (
      <ErrorCard titulo="Plan terminado" accion={<Link to={`/recibos/periodicos/${plan.id}`}>Ver el plan</Link>}>
        <p>Un plan terminado ya no emite recibos, y no se cambia.</p>
      </ErrorCard>
    );
  return <FormularioDePlan plan={plan} perfil={perfil.data ?? null} />;
}

function FormularioDePlan({
  plan,
  perfil,
}: {
  plan: Plan | null;
  perfil: ReturnType<typeof usePerfilEmisor>['data'] | null;
}) {
  const navigate = useNavigate();
  const hoy = hoyEnEspana();
  const [programacionGuardada] = useState<ProgramacionForm>(() => programacionInicial(plan, hoy));
  const [programacion, setProgramacion] = useState<ProgramacionForm>(programacionGuardada);
  const cambiar = <K extends keyof ProgramacionForm>(clave: K, valor: ProgramacionForm[K]) =>
    setProgramacion((p) => ({ ...p, [clave]: valor }));
  const pagadores = usePagadores();
  const existentes = useIdsEtiquetasExistentes();
  const invalidar = useInvalidarPlanes();
  const { ejecutar, pendiente } = useAccion();
  const [fallo, setFallo] = useState<string | null>(null);
  const volver = plan ? `/recibos/periodicos/${plan.id}` : '/recibos/periodicos';

  const campos = (errores: ErroresRecibo) => (
    <fieldset>
      <legend>Cuándo se emite</legend>
      <Opciones
        leyenda="Frecuencia"
        valor={programacion.frecuencia}
        opciones={OPCIONES_DE_FRECUENCIA}
        onCambio={(frecuencia) => cambiar('frecuencia', frecuencia)}
      />
      <div className={estilos.recGrid}>
        <Field label="Día del mes" error={errores.dia} hint="Del 1 al 31; en un mes más corto, su último día.">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={programacion.dia}
              onChange={(e) => cambiar('dia', e.target.value)}
            />
          )}
        </Field>
        <Field label="Primer día posible" error={errores.inicio}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={programacion.inicio}
              onChange={(e) => cambiar('inicio', e.target.value)}
            />
          )}
        </Field>
        <Field label="Último día (opcional)" error={errores.fin}>
          {(control) => (
            <input {...control} type="date" value={programacion.fin} onChange={(e) => cambiar('fin', e.target.value)} />
          )}
        </Field>
      </div>
      <Opciones
        leyenda="Emitir cada recibo"
        valor={programacion.cobro}
        opciones={OPCIONES_DE_COBRO}
        onCambio={(cobro) => cambiar('cobro', cobro)}
      />
      <p className="ui-hint" data-testid="que-hace-el-cobro">
        {QUE_HACE_EL_COBRO[programacion.cobro]}
      </p>
      <label className={estilos.recCasilla}>
        <input
          type="checkbox"
          checked={programacion.enviarPorCorreo}
          onChange={(e) => cambiar('enviarPorCorreo', e.target.checked)}
        />
        Enviar cada recibo al correo del pagador al emitirlo, con su PDF
      </label>
      <p className="ui-hint">
        Cada recibo lleva su número al emitirse. En el concepto y las líneas, {'{mes}'} y {'{año}'} se escriben como los
        del recibo: «Alquiler {'{mes}'} {'{año}'}» será «Alquiler diciembre 2026».
        {plan ? ' Los cambios valen para los recibos siguientes; los emitidos no cambian.' : ''}
      </p>
    </fieldset>
  );

  const guardar = async (entrada: Parameters<typeof plantillaDeEntrada>[0]) => {
    setFallo(null);
    const input: PlanInput = { ...programacionDelForm(programacion), plantilla: plantillaDeEntrada(entrada) };
    const etiquetas = existentes
      ? input.plantilla.etiquetas.filter((e) => existentes.has(e))
      : input.plantilla.etiquetas;
    const limpio = { ...input, plantilla: { ...input.plantilla, etiquetas } };
    const siguiente =
      plan && plan.estado !== 'activo' && !plan.fallo
        ? null
        : enMarcha(
            limpio,
            plan ? ultimoMesCubierto(plan.ultimoPeriodo, plan.frecuencia) : null,
            hoy,
            plan?.siguiente ?? null,
          ).siguiente;
    const resultado = await ejecutar(
      async () => {
        if (plan) {
          await actualizarPlan(plan, limpio, hoy);
          return plan.id;
        }
        return crearPlan(limpio, hoy);
      },
      {
        exito: !siguiente
          ? 'Plan guardado.'
          : limpio.cobro === 'al-confirmar'
            ? `Plan guardado. El próximo cobro pendiente será el ${formatearFecha(siguiente)}; su recibo, cuando lo confirmes.`
            : `Plan guardado. El próximo recibo llevará fecha del ${formatearFecha(siguiente)}.`,
        fallo: falloDelPlan,
      },
    );
    if (!resultado.ok) {
      setFallo(falloDelPlan(resultado.error));
      // Read again: saving once more goes over the plan as it is now (and never revives it).
      if (resultado.error instanceof PlanCambiado) void invalidar();
      return false;
    }
    void invalidar();
    navigate(`/recibos/periodicos/${resultado.resultado}`);
    return true;
  };

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo={plan ? 'Editar recibo periódico' : 'Nuevo recibo periódico'} />
      <ReciboForm
        recibo={null}
        emisor={perfil ? emisorDelPerfil(perfil) : null}
        preferencias={perfil ? preferenciasDelPerfil(perfil) : {}}
        pagadores={pagadores}
        textoEnviar="Guardar plan"
        pendiente={pendiente}
        fallo={fallo}
        onCancel={() => navigate(volver)}
        enviar={guardar}
        variante={{
          ...(plan ? { inicial: { ...estadoDePlantilla(plan.plantilla), emisorFirma: perfil?.firma ?? '' } } : {}),
          cabecera: campos,
          sinFecha: true,
          cambiado: JSON.stringify(programacion) !== JSON.stringify(programacionGuardada),
          validar: (datos) =>
            validarPlan(
              { ...programacionDelForm(programacion), plantilla: plantillaDeEntrada(datos) },
              plan && plan.estado !== 'activo' && !plan.fallo ? undefined : hoy,
            ),
        }}
      />
    </section>
  );
}
