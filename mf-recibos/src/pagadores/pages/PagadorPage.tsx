import { type FormEvent, useState } from 'react';
import { Cargando, ErrorDeCarga, Field, FormActions, PageHeader } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, useNavigate, useParams } from 'shared-firebase/router';
import { useSWRConfig } from 'swr';
import { LineasEditor } from '../../recibos/components/LineasEditor';
import { OpcionesDeMetodo, OpcionesDeMoneda } from '../../recibos/components/OpcionesDePago';
import { useEtiquetasKit } from '../../recibos/etiquetas-remotas';
import { type LineaForm, lineasDeEntrada, lineasDelForm, lineaVacia } from '../../recibos/formulario';
import { useFocoEnElPrimerError } from '../../recibos/hooks/useFocoEnElPrimerError';
import formularios from '../../recibos/recibos.module.css';
import type { MetodoPago, Moneda } from '../../recibos/types';
import { actualizarPagador, clavePagadores, crearPagador, MAX_PAGADORES, PagadoresAlMaximo } from '../api/pagadores';
import { usePagadoresGuardados } from '../hooks/usePagadoresGuardados';
import type { Pagador, PagadorInput } from '../types';
import { type ErroresPagador, LIMITES_PAGADOR, validarPagador } from '../validacion';
import estilos from './pagadores.module.css';

type Textos = 'nombre' | 'documento' | 'email' | 'telefono' | 'direccion' | 'concepto';

interface EstadoPagador extends Record<Textos, string> {
  moneda: Moneda | '';
  metodoPago: MetodoPago | '';
  lineas: LineaForm[];
  etiquetas: string[];
}

const estadoDe = (p: Pagador | null): EstadoPagador => ({
  nombre: p?.nombre ?? '',
  documento: p?.documento ?? '',
  email: p?.email ?? '',
  telefono: p?.telefono ?? '',
  direccion: p?.direccion ?? '',
  concepto: p?.concepto ?? '',
  moneda: p?.moneda ?? '',
  metodoPago: p?.metodoPago ?? '',
  lineas: p?.lineas?.length ? lineasDelForm(p.lineas, p.moneda ?? 'EUR') : [lineaVacia()],
  etiquetas: p?.etiquetas ?? [],
});

/** What the form holds: lines left empty are no default lines. */
function entradaDe(e: EstadoPagador): PagadorInput {
  const lineas = lineasDeEntrada(e.lineas.filter((l) => l.descripcion.trim() || l.precio.trim()));
  return {
    nombre: e.nombre,
    documento: e.documento,
    email: e.email,
    telefono: e.telefono,
    direccion: e.direccion,
    concepto: e.concepto,
    ...(lineas.length ? { lineas } : {}),
    ...(e.moneda ? { moneda: e.moneda } : {}),
    ...(e.metodoPago ? { metodoPago: e.metodoPago } : {}),
    etiquetas: e.etiquetas,
  };
}

/** /recibos/pagadores/nuevo and /recibos/pagadores/:id: a payer's data and defaults. */
export function PagadorPage() {
  const { id } = useParams();
  const { data, error, isLoading, mutate } = usePagadoresGuardados();
  if (!id) {
    // Only the first load waits (a retry after a failure would replace what is being typed).
    if (isLoading && !error) return <Cargando />;
    // The list holds up to MAX_PAGADORES (api/pagadores.ts): one more would not show in it.
    if ((data?.length ?? 0) >= MAX_PAGADORES)
      return (
        <section data-remote="mf_recibos">
          <PageHeader titulo="Nuevo pagador" />
          <p role="alert">
            Ya tienes {MAX_PAGADORES.toLocaleString('es-ES')} pagadores, el máximo. Elimina los que ya no uses para
            añadir otros. <Link to="/recibos/pagadores">Volver a los pagadores</Link>
          </p>
        </section>
      );
    return <PagadorForm pagador={null} />;
  }
  if (isLoading) return <Cargando />;
  if (error) return <ErrorDeCarga titulo="No se pudo cargar el pagador" onReintentar={() => void mutate()} />;
  const pagador = data?.find((p) => p.id === id);
  if (!pagador)
    return (
      <section data-remote="mf_recibos">
        <PageHeader titulo="Pagador no encontrado" />
        <p>
          Puede que se haya eliminado. <Link to="/recibos/pagadores">Volver a los pagadores</Link>
        </p>
      </section>
    );
  return <PagadorForm key={pagador.id} pagador={pagador} />;
}

function PagadorForm({ pagador }: { pagador: Pagador | null }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { EtiquetaPicker } = useEtiquetasKit();
  const { ejecutar, pendiente } = useAccion();
  const [estado, setEstado] = useState(() => estadoDe(pagador));
  const [errores, setErrores] = useState<ErroresPagador>({});
  const { formRef, rechazado } = useFocoEnElPrimerError();

  const cambiar = <K extends keyof EstadoPagador>(clave: K, valor: EstadoPagador[K]) =>
    setEstado((e) => ({ ...e, [clave]: valor }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entrada = entradaDe(estado);
    const encontrados = validarPagador(entrada);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      rechazado();
      return;
    }
    const { ok } = await ejecutar(
      async () => {
        if (pagador) await actualizarPagador(pagador.id, entrada);
        else await crearPagador(entrada);
      },
      {
        exito: pagador ? 'Pagador guardado.' : `${entrada.nombre.trim()} ya está en tus pagadores.`,
        fallo: (error) =>
          error instanceof PagadoresAlMaximo
            ? error.message
            : 'No se pudo guardar el pagador. Lo que has escrito sigue aquí: inténtalo de nuevo.',
      },
    );
    if (!ok) return;
    await mutate(clavePagadores);
    navigate('/recibos/pagadores');
  };

  const texto = (clave: Textos, etiqueta: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <Field label={etiqueta} error={errores[clave]} largo={{ texto: estado[clave], max: LIMITES_PAGADOR[clave] }}>
      {(control) => (
        <input
          {...control}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete ?? 'off'}
          value={estado[clave]}
          onChange={(e) => cambiar(clave, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo={pagador ? pagador.nombre : 'Nuevo pagador'} />
      <form ref={formRef} className={formularios.recForm} onSubmit={submit} noValidate>
        <fieldset>
          <legend>Datos</legend>
          <div className={estilos.pagGrid}>
            {texto('nombre', 'Nombre del pagador')}
            {texto('documento', 'Documento fiscal (opcional)')}
            {texto('email', 'Correo electrónico (opcional)', { type: 'email' })}
            {texto('telefono', 'Teléfono (opcional)', { type: 'tel' })}
          </div>
          <Field
            label="Dirección (opcional)"
            error={errores.direccion}
            largo={{ texto: estado.direccion, max: LIMITES_PAGADOR.direccion }}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={estado.direccion}
                onChange={(e) => cambiar('direccion', e.target.value)}
              />
            )}
          </Field>
        </fieldset>
        <fieldset>
          <legend>Para sus recibos (opcional)</legend>
          <p className="ui-hint">Un recibo nuevo para este pagador empieza con ellos; se pueden cambiar en cada uno.</p>
          {texto('concepto', 'Concepto habitual')}
          <div className={estilos.pagGrid}>
            <Field label="Moneda">
              {(control) => (
                <select
                  {...control}
                  value={estado.moneda}
                  onChange={(e) => cambiar('moneda', e.target.value as Moneda)}
                >
                  <option value="">Sin preferencia</option>
                  <OpcionesDeMoneda />
                </select>
              )}
            </Field>
            <Field label="Método de pago">
              {(control) => (
                <select
                  {...control}
                  value={estado.metodoPago}
                  onChange={(e) => cambiar('metodoPago', e.target.value as MetodoPago)}
                >
                  <option value="">Sin preferencia</option>
                  <OpcionesDeMetodo />
                </select>
              )}
            </Field>
          </div>
          <p className="ui-hint">Líneas habituales: las que dejes vacías no se guardan.</p>
          {errores.lineas ? <p className="ui-field__error">{errores.lineas}</p> : null}
          <LineasEditor
            lineas={estado.lineas}
            moneda={estado.moneda || 'EUR'}
            errores={errores}
            max={5}
            onChange={(lineas) => cambiar('lineas', lineas)}
          />
          <EtiquetaPicker value={estado.etiquetas} onChange={(ids) => cambiar('etiquetas', ids)} />
          {errores.etiquetas ? (
            <p className="ui-field__error" role="alert" tabIndex={-1} data-error>
              {errores.etiquetas}
            </p>
          ) : null}
        </fieldset>
        <FormActions
          texto={pagador ? 'Guardar pagador' : 'Añadir pagador'}
          onCancel={() => navigate('/recibos/pagadores')}
          pendiente={pendiente}
        />
      </form>
    </section>
  );
}
