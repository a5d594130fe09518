import { useId } from 'react';
import { Field } from 'shared-firebase';
import type { EstadoForm } from '../formulario';
import estilos from '../recibos.module.css';
import { type ErroresRecibo, LIMITES } from '../validacion';

type Cambiar = <K extends keyof EstadoForm>(clave: K, valor: EstadoForm[K]) => void;

/** A choice among a few, as radio buttons under their own legend (keyboard: arrows move it). */
export function Opciones<V extends string>({
  leyenda,
  valor,
  opciones,
  onCambio,
}: {
  leyenda: string;
  valor: V;
  opciones: readonly (readonly [V, string])[];
  onCambio: (valor: V) => void;
}) {
  const nombre = useId();
  return (
    <fieldset className={estilos.recOpciones}>
      <legend>{leyenda}</legend>
      {opciones.map(([opcion, rotulo]) => (
        <label key={opcion}>
          <input
            type="radio"
            name={nombre}
            value={opcion}
            checked={valor === opcion}
            onChange={() => onCambio(opcion)}
          />
          {rotulo}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A rent receipt's own fields: the property and the period the payment covers, a month or a span
 * of days. The rent in force is the first line (said beside the lines).
 */
export function CamposDeAlquiler({
  estado,
  errores,
  cambiar,
  periodoPorFecha = false,
}: {
  estado: EstadoForm;
  errores: ErroresRecibo;
  cambiar: Cambiar;
  /** Each receipt's period is the one of its date (a recurring plan's): not asked. */
  periodoPorFecha?: boolean;
}) {
  return (
    <fieldset>
      <legend>Alquiler</legend>
      <Field
        label="Dirección del inmueble"
        error={errores['alquiler.inmueble']}
        largo={{ texto: estado.inmueble, max: LIMITES.inmueble }}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            autoComplete="off"
            value={estado.inmueble}
            onChange={(e) => cambiar('inmueble', e.target.value)}
          />
        )}
      </Field>
      {periodoPorFecha ? (
        <p className="ui-hint">Cada recibo cubre el periodo de su fecha: su mes, o sus tres o doce meses.</p>
      ) : (
        <PeriodoDelPago estado={estado} errores={errores} cambiar={cambiar} />
      )}
    </fieldset>
  );
}

/** The period a rent receipt covers: a month, or from one day to another. */
function PeriodoDelPago({
  estado,
  errores,
  cambiar,
}: {
  estado: EstadoForm;
  errores: ErroresRecibo;
  cambiar: Cambiar;
}) {
  const fecha = (clave: 'desde' | 'hasta', rotulo: string) => (
    <Field label={rotulo} error={errores[`alquiler.${clave}`]}>
      {(control) => (
        <input {...control} type="date" value={estado[clave]} onChange={(e) => cambiar(clave, e.target.value)} />
      )}
    </Field>
  );
  return (
    <>
      <Opciones
        leyenda="Periodo que cubre el pago"
        valor={estado.periodo}
        opciones={[
          ['mes', 'Un mes'],
          ['fechas', 'De una fecha a otra'],
        ]}
        onCambio={(periodo) => cambiar('periodo', periodo)}
      />
      {estado.periodo === 'mes' ? (
        <Field
          label="Mes del periodo"
          // A month with no day: the period's two dates come from it, so their message is its own.
          error={
            errores['alquiler.desde'] || errores['alquiler.hasta'] ? 'Indica el mes que cubre el pago.' : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              type="month"
              placeholder="AAAA-MM"
              value={estado.mes}
              onChange={(e) => cambiar('mes', e.target.value)}
            />
          )}
        </Field>
      ) : (
        <div className={estilos.recGrid}>
          {fecha('desde', 'Desde')}
          {fecha('hasta', 'Hasta')}
        </div>
      )}
    </>
  );
}
