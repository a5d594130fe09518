import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Field, FormActions, useAuth } from 'shared-firebase';
import { perezoso } from 'shared-firebase/perezoso';
import { Link } from 'shared-firebase/router';
import type { Sugerencia } from '../../pagadores/types';
import { useEtiquetasKit } from '../etiquetas-remotas';
import { etiquetaDelDocumento } from '../formato';
import {
  aEntrada,
  datosDeOtroPagador,
  type EstadoForm,
  eleccionDePagador,
  estadoDeCopia,
  estadoInicial,
  importeAMostrar,
  type Preferencias,
  type Rellenado,
  rellenadoInicial,
  sinCambios,
  totalEnVivo,
} from '../formulario';
import { useAvisoAlSalir } from '../hooks/useAvisoAlSalir';
import { useFocoEnElPrimerError } from '../hooks/useFocoEnElPrimerError';
import estilos from '../recibos.module.css';
import type { Emisor, MetodoPago, Moneda, Recibo, ReciboInput } from '../types';
import { type ErroresRecibo, LIMITES, validarRecibo } from '../validacion';
import { CampoPagador } from './CampoPagador';
import { CamposDeAlquiler, Opciones } from './CamposDeAlquiler';
import { FirmaDibujada } from './FirmaDibujada';
import { LineasEditor } from './LineasEditor';
import { OpcionesDeMetodo, OpcionesDeMoneda } from './OpcionesDePago';

const enumeracion = perezoso(() => new Intl.ListFormat('es', { type: 'conjunction' }));
const mayuscula = (texto: string) => texto.charAt(0).toLocaleUpperCase('es') + texto.slice(1);

interface ReciboFormProps {
  /** The receipt being edited; null for a new one. */
  recibo: Recibo | null;
  /** A new receipt that starts as a copy of this one ("Duplicar"). */
  copiaDe?: Recibo | null;
  /** The copy keeps the original's date and notes (a correction), not today's and none. */
  conSuFecha?: boolean;
  /** A new receipt's issuer (the saved details); the account's name without them. */
  emisor?: Emisor | null;
  /** A new receipt's currency and payment method (the saved details), if any. */
  preferencias?: Preferencias;
  /** Payers of earlier receipts, suggested as the payer's name is typed. */
  pagadores?: readonly Sugerencia[];
  /** Saves what the form holds (already valid); the page says how it went. `true`: saved. */
  enviar: (input: ReciboInput) => boolean | Promise<boolean>;
  /** While the page saves: the submit button waits. */
  pendiente: boolean;
  textoEnviar: string;
  onCancel: () => void;
  /** Why the last save failed and what to do, shown by the buttons until the next try. */
  fallo?: string | null;
  /** The form for something made of a receipt: a recurring plan's template, a group's receipt. */
  variante?: VarianteDelForm;
  /** Why no labels are offered, when not (someone else's book: labels are each person's own). */
  sinEtiquetas?: string;
  /**
   * The issuer every receipt of this form carries, shown and not edited: someone else's book,
   * whose receipts are signed with its own details (firestore.rules, `emisorDelLibro`).
   */
  emisorFijo?: Emisor;
}

/**
 * What a form made of the receipt's changes: its own validation (which replaces the receipt's),
 * fields of its own shown with the form's errors, before the receipt's (`cabecera`) or in place of
 * the payer's (`pagador`); a recurring plan's template has no date and no rent period (each
 * receipt has those of its own date: `sinFecha`).
 */
export interface VarianteDelForm {
  /** What it is editing, as form state. */
  inicial?: EstadoForm;
  validar: (datos: ReciboInput) => ErroresRecibo;
  cabecera?: (errores: ErroresRecibo) => ReactNode;
  pagador?: (errores: ErroresRecibo) => ReactNode;
  sinFecha?: boolean;
  /** Whether its own fields hold something not saved (leaving then asks first, as for the rest). */
  cambiado?: boolean;
}

/** Create or edit a receipt. On failure nothing typed is lost. */
export function ReciboForm({
  recibo,
  copiaDe = null,
  conSuFecha = false,
  emisor = null,
  preferencias = {},
  pagadores = [],
  enviar,
  pendiente,
  textoEnviar,
  onCancel,
  fallo = null,
  variante,
  sinEtiquetas,
  emisorFijo,
}: ReciboFormProps) {
  const { user } = useAuth();
  const { EtiquetaPicker } = useEtiquetasKit();
  // The issuer defaults to the account (its name, else its email) and can be changed per receipt.
  // A copy or a correction is issued now: it is signed as the issuer signs now, not as then.
  const [estado, setEstado] = useState(() => {
    const calculado = variante?.inicial
      ? variante.inicial
      : copiaDe
        ? {
            ...(conSuFecha ? estadoInicial(copiaDe, { nombre: '' }) : estadoDeCopia(copiaDe)),
            emisorFirma: emisor?.firma ?? '',
          }
        : estadoInicial(recibo, emisor ?? { nombre: user?.displayName || user?.email || '' }, preferencias);
    return emisorFijo
      ? {
          ...calculado,
          emisorNombre: emisorFijo.nombre,
          emisorDocumento: emisorFijo.documento ?? '',
          emisorDireccion: emisorFijo.direccion ?? '',
          emisorContacto: emisorFijo.contacto ?? '',
          emisorFirma: emisorFijo.firma ?? '',
        }
      : calculado;
  });
  const [inicial] = useState(estado);
  const aviso = useAvisoAlSalir(sinCambios(estado, inicial) === false || variante?.cambiado === true);
  const [errores, setErrores] = useState<ErroresRecibo>({});
  const { formRef, rechazado } = useFocoEnElPrimerError();

  const cambiar = <K extends keyof EstadoForm>(clave: K, valor: EstadoForm[K]) =>
    setEstado((e) => ({ ...e, [clave]: valor }));

  // A rent receipt says «He recibido de…» by custom, and its first line is the rent.
  const cambiarTipo = (tipo: EstadoForm['tipo']) =>
    setEstado((e) => {
      if (tipo === e.tipo) return e;
      if (tipo === 'general') return { ...e, tipo };
      const [primera, ...resto] = e.lineas;
      const lineas =
        primera && !primera.descripcion.trim() ? [{ ...primera, descripcion: 'Renta mensual' }, ...resto] : e.lineas;
      return { ...e, tipo, recibi: true, lineas };
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const datos = aEntrada(estado);
    const encontrados = variante ? variante.validar(datos) : validarRecibo(datos, recibo ?? undefined);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      rechazado();
      return;
    }
    await aviso.sinPreguntar(async () => enviar(datos));
  };

  const texto = (
    clave: keyof EstadoForm,
    etiqueta: string,
    error: string | undefined,
    extra: { type?: string; autoComplete?: string; max?: number } = {},
  ) => {
    const { max } = extra;
    const valor = estado[clave] as string;
    return (
      <Field label={etiqueta} error={error} largo={max ? { texto: valor, max } : undefined}>
        {(control) => (
          <input
            {...control}
            type={extra.type ?? 'text'}
            autoComplete={extra.autoComplete ?? 'off'}
            value={valor}
            onChange={(event) => cambiar(clave, event.target.value as never)}
          />
        )}
      </Field>
    );
  };

  // A payer chosen from the suggestions brings their data, and on a new receipt what their
  // receipts start with; never over what was typed (formulario.ts, eleccionDePagador).
  // What the form started with (a copy's payer) counts as filled, so another payer replaces it.
  const rellenado = useRef<Rellenado>(rellenadoInicial(inicial));
  // Whose details those are: the copy's payer, then each payer chosen.
  const duenoDeLosDatos = useRef(inicial.pagadorNombre);
  const [conservados, setConservados] = useState<{ nombre: string; campos: string[] } | null>(null);
  const deOtro = datosDeOtroPagador(estado, rellenado.current, duenoDeLosDatos.current);
  const elegirPagador = (pagador: Sugerencia) => {
    const eleccion = eleccionDePagador(estado, pagador, rellenado.current, recibo === null);
    rellenado.current = eleccion.rellenado;
    duenoDeLosDatos.current = pagador.nombre;
    setEstado((e) => ({ ...e, ...eleccion.cambio }));
    setConservados(eleccion.conservados.length ? { nombre: pagador.nombre, campos: eleccion.conservados } : null);
  };

  return (
    <form ref={formRef} className={estilos.recForm} onSubmit={submit} noValidate>
      {variante?.cabecera?.(errores)}
      <fieldset>
        <legend>Datos del recibo</legend>
        <Opciones
          leyenda="Tipo de recibo"
          valor={estado.tipo}
          opciones={[
            ['general', 'General'],
            ['alquiler', 'Alquiler'],
          ]}
          onCambio={cambiarTipo}
        />
        <div className={estilos.recGrid}>
          {variante?.sinFecha ? null : texto('fecha', 'Fecha', errores.fecha, { type: 'date' })}
          <Field label="Moneda" error={errores.moneda}>
            {(control) => (
              <select {...control} value={estado.moneda} onChange={(e) => cambiar('moneda', e.target.value as Moneda)}>
                <OpcionesDeMoneda />
              </select>
            )}
          </Field>
          <Field label="Método de pago" error={errores.metodoPago}>
            {(control) => (
              <select
                {...control}
                value={estado.metodoPago}
                onChange={(e) => cambiar('metodoPago', e.target.value as MetodoPago)}
              >
                <OpcionesDeMetodo />
              </select>
            )}
          </Field>
        </div>
        {texto('concepto', 'Concepto', errores.concepto, { max: LIMITES.concepto })}
      </fieldset>

      {estado.tipo === 'alquiler' ? (
        <CamposDeAlquiler estado={estado} errores={errores} cambiar={cambiar} periodoPorFecha={variante?.sinFecha} />
      ) : null}

      <div className={estilos.recGrid}>
        {emisorFijo ? (
          <fieldset data-testid="emisor-del-libro">
            <legend>Emisor</legend>
            <p className={estilos.recEmisorFijo}>
              {[emisorFijo.nombre, emisorFijo.documento, emisorFijo.direccion, emisorFijo.contacto]
                .filter(Boolean)
                .join('\n')}
            </p>
            {emisorFijo.firma ? <FirmaDibujada firma={emisorFijo.firma} titulo="Firma del emisor" /> : null}
            <p className="ui-hint">Los datos de emisor del libro: solo quien lo lleva los cambia.</p>
          </fieldset>
        ) : (
          <fieldset>
            <legend>Emisor</legend>
            {texto('emisorNombre', 'Nombre del emisor', errores['emisor.nombre'], {
              autoComplete: 'name',
              max: LIMITES.nombre,
            })}
            {texto(
              'emisorDocumento',
              `${etiquetaDelDocumento(estado.moneda)} del emisor (opcional)`,
              errores['emisor.documento'],
              {
                max: LIMITES.documento,
              },
            )}
            <Field
              label="Dirección del emisor (opcional)"
              error={errores['emisor.direccion']}
              largo={{ texto: estado.emisorDireccion, max: LIMITES.direccion }}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  autoComplete="off"
                  value={estado.emisorDireccion}
                  onChange={(e) => cambiar('emisorDireccion', e.target.value)}
                />
              )}
            </Field>
            {texto('emisorContacto', 'Contacto del emisor (opcional)', errores['emisor.contacto'], {
              max: LIMITES.contacto,
            })}
            {estado.emisorFirma ? (
              <figure className={estilos.recFirma}>
                <FirmaDibujada firma={estado.emisorFirma} titulo="Firma del emisor" />
                <figcaption className="ui-hint">
                  {recibo ? 'La firma con la que se emitió.' : 'La firma de tus datos de emisor irá en el recibo.'}
                </figcaption>
              </figure>
            ) : null}
            {errores['emisor.firma'] ? (
              <p className="ui-field__error" role="alert" tabIndex={-1} data-error>
                {errores['emisor.firma']}
              </p>
            ) : null}
            {/* Only while there is nothing saved: a new receipt without the issuer's details. */}
            {recibo === null && emisor === null ? (
              <p className="ui-hint">
                <Link to="/recibos/emisor">Guarda tus datos de emisor</Link> y se rellenarán solos en cada recibo nuevo.
              </p>
            ) : null}
          </fieldset>
        )}
        {variante?.pagador ? (
          variante.pagador(errores)
        ) : (
          <fieldset>
            <legend>Pagador</legend>
            <CampoPagador
              valor={estado.pagadorNombre}
              error={errores['pagador.nombre']}
              pagadores={pagadores}
              onEscribir={(nombre) => cambiar('pagadorNombre', nombre)}
              onElegir={elegirPagador}
            />
            {texto(
              'pagadorDocumento',
              `${etiquetaDelDocumento(estado.moneda)} del pagador (opcional)`,
              errores['pagador.documento'],
              {
                max: LIMITES.documento,
              },
            )}
            {texto('pagadorEmail', 'Correo del pagador (opcional)', errores['pagador.email'], {
              type: 'email',
              max: LIMITES.email,
            })}
            {texto('pagadorTelefono', 'Teléfono del pagador (opcional, para WhatsApp)', errores['pagador.telefono'], {
              type: 'tel',
              max: LIMITES.telefono,
            })}
            <p className="ui-hint" role="status" data-testid="pagador-conservado">
              {conservados
                ? `Se mantiene lo que escribiste a mano en ${enumeracion().format(conservados.campos)}: revísalo si no es de ${conservados.nombre}.`
                : deOtro.length > 0
                  ? `${mayuscula(enumeracion().format(deOtro))} ${deOtro.length > 1 ? 'son' : 'es'} de ${duenoDeLosDatos.current}: ${deOtro.length > 1 ? 'cámbialos' : 'cámbialo'} si el pagador es otro.`
                  : null}
            </p>
          </fieldset>
        )}
      </div>

      <fieldset>
        <legend>Líneas</legend>
        {estado.tipo === 'alquiler' ? (
          <p className="ui-hint">
            La primera línea es la renta vigente; los demás conceptos (suministros, comunidad…), cada uno en su línea.
          </p>
        ) : null}
        {errores.lineas ? (
          <p className="ui-field__error" role="alert">
            {errores.lineas}
          </p>
        ) : null}
        <LineasEditor
          lineas={estado.lineas}
          moneda={estado.moneda}
          errores={errores}
          max={LIMITES.lineas}
          onChange={(lineas) => cambiar('lineas', lineas)}
        />
        <p className={estilos.recTotal} aria-live="polite">
          Total: <strong data-testid="form-total">{importeAMostrar(totalEnVivo(estado), estado.moneda)}</strong>
        </p>
        {errores.total ? (
          <p className="ui-field__error" role="alert" tabIndex={-1} data-error>
            {errores.total}
          </p>
        ) : null}
      </fieldset>

      {sinEtiquetas ? (
        <p className="ui-hint" data-testid="sin-etiquetas">
          {sinEtiquetas}
        </p>
      ) : (
        <EtiquetaPicker value={estado.etiquetas} onChange={(ids) => cambiar('etiquetas', ids)} />
      )}

      <label className={estilos.recCasilla}>
        <input type="checkbox" checked={estado.recibi} onChange={(e) => cambiar('recibi', e.target.checked)} />
        Añadir «He recibido de … la cantidad de …»
      </label>

      <Field
        label="Notas (opcional)"
        error={errores.notas}
        hint="Solo para ti: no aparecen en el recibo impreso ni en el enlace que compartes."
        largo={{ texto: estado.notas, max: LIMITES.notas }}
      >
        {(control) => (
          <textarea {...control} rows={3} value={estado.notas} onChange={(e) => cambiar('notas', e.target.value)} />
        )}
      </Field>

      {fallo && !pendiente ? (
        <p className="ui-form__error" role="alert" data-testid="fallo-al-guardar">
          {fallo}
        </p>
      ) : null}
      <FormActions texto={textoEnviar} onCancel={onCancel} pendiente={pendiente} />
      {aviso.dialogo}
    </form>
  );
}
