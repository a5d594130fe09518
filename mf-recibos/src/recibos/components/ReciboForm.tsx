import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Field, useAuth } from 'shared-firebase';
import { formatearImporte, importeParaEditar, parseImporte, totalRecibo } from '../dinero';
import { useEtiquetasKit } from '../etiquetas-remotas';
import { hoy, NOMBRES_METODO } from '../formato';
import { METODOS_PAGO, type MetodoPago, MONEDAS, type Moneda, type Recibo, type ReciboInput } from '../types';
import { type ErroresRecibo, LIMITES, validarRecibo } from '../validacion';

interface LineaForm {
  descripcion: string;
  cantidad: string;
  precio: string;
}

interface Estado {
  fecha: string;
  emisorNombre: string;
  emisorDocumento: string;
  pagadorNombre: string;
  pagadorDocumento: string;
  pagadorEmail: string;
  concepto: string;
  lineas: LineaForm[];
  moneda: Moneda;
  metodoPago: MetodoPago;
  etiquetas: string[];
  notas: string;
}

const LINEA_VACIA: LineaForm = { descripcion: '', cantidad: '1', precio: '' };

function estadoInicial(recibo: Recibo | null, emisorPorDefecto: string): Estado {
  if (!recibo) {
    return {
      fecha: hoy(),
      emisorNombre: emisorPorDefecto,
      emisorDocumento: '',
      pagadorNombre: '',
      pagadorDocumento: '',
      pagadorEmail: '',
      concepto: '',
      lineas: [{ ...LINEA_VACIA }],
      moneda: 'EUR',
      metodoPago: 'transferencia',
      etiquetas: [],
      notas: '',
    };
  }
  return {
    fecha: recibo.fecha,
    emisorNombre: recibo.emisor.nombre,
    emisorDocumento: recibo.emisor.documento ?? '',
    pagadorNombre: recibo.pagador.nombre,
    pagadorDocumento: recibo.pagador.documento ?? '',
    pagadorEmail: recibo.pagador.email ?? '',
    concepto: recibo.concepto,
    lineas: recibo.lineas.map((l) => ({
      descripcion: l.descripcion,
      cantidad: String(l.cantidad).replace('.', ','),
      precio: importeParaEditar(l.precioUnitario),
    })),
    moneda: recibo.moneda,
    metodoPago: recibo.metodoPago,
    etiquetas: recibo.etiquetas,
    notas: recibo.notas,
  };
}

const cantidadDe = (texto: string) =>
  /^\d+([.,]\d{1,2})?$/.test(texto.trim()) ? Number(texto.trim().replace(',', '.')) : Number.NaN;

function aEntrada(e: Estado): { input: ReciboInput; errores: ErroresRecibo } {
  const input: ReciboInput = {
    fecha: e.fecha,
    emisor: { nombre: e.emisorNombre, documento: e.emisorDocumento },
    pagador: { nombre: e.pagadorNombre, documento: e.pagadorDocumento, email: e.pagadorEmail },
    concepto: e.concepto,
    lineas: e.lineas.map((l) => ({
      descripcion: l.descripcion,
      cantidad: cantidadDe(l.cantidad),
      precioUnitario: parseImporte(l.precio) ?? -1,
    })),
    moneda: e.moneda,
    metodoPago: e.metodoPago,
    etiquetas: e.etiquetas,
    notas: e.notas,
  };
  return { input, errores: validarRecibo(input) };
}

interface ReciboFormProps {
  recibo: Recibo | null;
  enviar: (input: ReciboInput) => Promise<void>;
  textoEnviar: string;
  onCancelar: () => void;
}

/** Create or edit a receipt. On failure nothing typed is lost. */
export function ReciboForm({ recibo, enviar, textoEnviar, onCancelar }: ReciboFormProps) {
  const { user } = useAuth();
  const { EtiquetaPicker } = useEtiquetasKit();
  // The issuer defaults to the account (its name, else its email) and can be changed per receipt.
  const [estado, setEstado] = useState(() => estadoInicial(recibo, user?.displayName || user?.email || ''));
  const [errores, setErrores] = useState<ErroresRecibo>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [intento, setIntento] = useState(0);

  // After a refused submit, focus moves to the first field in error.
  useEffect(() => {
    if (intento > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [intento]);

  const cambiar = <K extends keyof Estado>(clave: K, valor: Estado[K]) => setEstado((e) => ({ ...e, [clave]: valor }));
  const cambiarLinea = (i: number, cambio: Partial<LineaForm>) =>
    setEstado((e) => ({ ...e, lineas: e.lineas.map((l, j) => (j === i ? { ...l, ...cambio } : l)) }));

  const { input } = aEntrada(estado);
  const lineasValidas = input.lineas.filter((l) => l.precioUnitario >= 0 && l.cantidad > 0);
  const total = totalRecibo(lineasValidas);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input: datos, errores: encontrados } = aEntrada(estado);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      setIntento((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await enviar(datos);
    } finally {
      setPending(false);
    }
  };

  const texto = (
    clave: keyof Estado,
    etiqueta: string,
    error: string | undefined,
    extra: { type?: string; autoComplete?: string; max?: number } = {},
  ) => (
    <Field label={etiqueta} error={error}>
      {(control) => (
        <input
          {...control}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete ?? 'off'}
          maxLength={extra.max}
          value={estado[clave] as string}
          onChange={(event) => cambiar(clave, event.target.value as never)}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} className="rec-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Datos del recibo</legend>
        <div className="rec-grid">
          {texto('fecha', 'Fecha', errores.fecha, { type: 'date' })}
          <Field label="Moneda" error={errores.moneda}>
            {(control) => (
              <select {...control} value={estado.moneda} onChange={(e) => cambiar('moneda', e.target.value as Moneda)}>
                {MONEDAS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
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
                {METODOS_PAGO.map((m) => (
                  <option key={m} value={m}>
                    {NOMBRES_METODO[m]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {texto('concepto', 'Concepto', errores.concepto, { max: LIMITES.concepto * 2 })}
      </fieldset>

      <div className="rec-grid">
        <fieldset>
          <legend>Emisor</legend>
          {texto('emisorNombre', 'Nombre del emisor', errores['emisor.nombre'], { autoComplete: 'name' })}
          {texto('emisorDocumento', 'NIF/NIE del emisor (opcional)', errores['emisor.documento'])}
        </fieldset>
        <fieldset>
          <legend>Pagador</legend>
          {texto('pagadorNombre', 'Nombre del pagador', errores['pagador.nombre'])}
          {texto('pagadorDocumento', 'NIF/NIE del pagador (opcional)', errores['pagador.documento'])}
          {texto('pagadorEmail', 'Correo del pagador (opcional)', errores['pagador.email'], { type: 'email' })}
        </fieldset>
      </div>

      <fieldset>
        <legend>Líneas</legend>
        {errores.lineas ? (
          <p className="ui-field__error" role="alert">
            {errores.lineas}
          </p>
        ) : null}
        <ol className="rec-lineas">
          {estado.lineas.map((linea, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their position is their identity
            <li key={i} className="rec-linea">
              <Field label={`Descripción de la línea ${i + 1}`} error={errores[`lineas.${i}.descripcion`]}>
                {(control) => (
                  <input
                    {...control}
                    value={linea.descripcion}
                    onChange={(e) => cambiarLinea(i, { descripcion: e.target.value })}
                  />
                )}
              </Field>
              <Field label={`Cantidad de la línea ${i + 1}`} error={errores[`lineas.${i}.cantidad`]}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="decimal"
                    value={linea.cantidad}
                    onChange={(e) => cambiarLinea(i, { cantidad: e.target.value })}
                  />
                )}
              </Field>
              <Field label={`Precio de la línea ${i + 1}`} error={errores[`lineas.${i}.precioUnitario`]}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="decimal"
                    placeholder="0,00"
                    value={linea.precio}
                    onChange={(e) => cambiarLinea(i, { precio: e.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className="ui-button ui-button--secondary ui-button--small"
                disabled={estado.lineas.length === 1}
                onClick={() => setEstado((e) => ({ ...e, lineas: e.lineas.filter((_, j) => j !== i) }))}
              >
                Quitar<span className="visually-hidden"> la línea {i + 1}</span>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          disabled={estado.lineas.length >= LIMITES.lineas}
          onClick={() => setEstado((e) => ({ ...e, lineas: [...e.lineas, { ...LINEA_VACIA }] }))}
        >
          Añadir línea
        </button>
        {estado.lineas.length >= LIMITES.lineas ? (
          <p className="ui-hint">Como máximo {LIMITES.lineas} líneas por recibo.</p>
        ) : null}
        <p className="rec-total" aria-live="polite">
          Total: <strong data-testid="form-total">{formatearImporte(total, estado.moneda)}</strong>
        </p>
      </fieldset>

      <EtiquetaPicker value={estado.etiquetas} onChange={(ids) => cambiar('etiquetas', ids)} />

      <Field label="Notas (opcional)" error={errores.notas}>
        {(control) => (
          <textarea {...control} rows={3} value={estado.notas} onChange={(e) => cambiar('notas', e.target.value)} />
        )}
      </Field>

      <div className="ui-dialog__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onCancelar}>
          Cancelar
        </button>
        <button type="submit" className="ui-button" disabled={pending}>
          {pending ? 'Guardando…' : textoEnviar}
        </button>
      </div>
    </form>
  );
}
