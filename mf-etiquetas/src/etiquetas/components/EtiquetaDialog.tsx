import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog, FormActions } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { DEFAULT_COLOR_ID, normalizeHex, PALETA, resolveColor } from '../colores';
import { mensajeDeError } from '../errores';
import { useEtiquetas } from '../hooks/EtiquetasProvider';
import type { ColorInput, Etiqueta } from '../types';
import { DESCRIPCION_MAX, type ErroresEtiqueta, NOMBRE_MAX, validarEtiqueta } from '../validacion';
import { ColorEditor } from './ColorEditor';
import estilos from './etiquetas.module.css';

const NUEVO_COLOR = 'nuevo';

interface EtiquetaDialogProps {
  open: boolean;
  /** The label being edited, or null to create one. */
  etiqueta: Etiqueta | null;
  onClose: () => void;
}

/** Create or edit a label: name, optional description, and a palette, custom or new colour. */
export function EtiquetaDialog({ open, etiqueta, onClose }: EtiquetaDialogProps) {
  return (
    <Dialog open={open} titulo={etiqueta ? 'Editar etiqueta' : 'Nueva etiqueta'} onClose={onClose}>
      {open ? <EtiquetaForm key={etiqueta?.id ?? 'nueva'} etiqueta={etiqueta} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EtiquetaForm({ etiqueta, onClose }: { etiqueta: Etiqueta | null; onClose: () => void }) {
  const { etiquetas, colores, crearEtiqueta, actualizarEtiqueta, crearColor } = useEtiquetas();
  const [nombre, setNombre] = useState(etiqueta?.nombre ?? '');
  const [descripcion, setDescripcion] = useState(etiqueta?.descripcion ?? '');
  const [colorId, setColorId] = useState(etiqueta ? resolveColor(etiqueta.color, colores).id : DEFAULT_COLOR_ID);
  const [nuevoColor, setNuevoColor] = useState<ColorInput>({ background: '#1e40af', text: '#ffffff' });
  const [errores, setErrores] = useState<ErroresEtiqueta>({});
  const { ejecutar, pendiente } = useAccion();
  const id = useId();
  const nombreRef = useRef<HTMLInputElement>(null);
  const descripcionRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (errores.nombre) nombreRef.current?.focus();
    else if (errores.descripcion) descripcionRef.current?.focus();
  }, [errores]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const encontrados = validarEtiqueta({ nombre, color: colorId, descripcion }, etiquetas, etiqueta?.id);
    const colorNuevoValido = normalizeHex(nuevoColor.background) && normalizeHex(nuevoColor.text);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0 || (colorId === NUEVO_COLOR && !colorNuevoValido)) return;
    const { ok } = await ejecutar(
      async () => {
        const color = colorId === NUEVO_COLOR ? (await crearColor(nuevoColor)).id : colorId;
        const datos = { nombre, color, descripcion };
        if (etiqueta) await actualizarEtiqueta(etiqueta.id, datos);
        else await crearEtiqueta(datos);
      },
      {
        exito: etiqueta ? 'Etiqueta actualizada.' : 'Etiqueta creada.',
        fallo: (error) =>
          mensajeDeError(error, 'No se pudo guardar la etiqueta. Revisa la conexión e inténtalo de nuevo.'),
      },
    );
    if (ok) onClose();
  };

  const opciones = [
    ...PALETA,
    ...colores.map((c) => ({
      id: c.id,
      nombre: `Personalizado ${c.background}`,
      background: c.background,
      text: c.text,
    })),
  ];

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <div className="ui-field">
        <label htmlFor={`${id}-nombre`}>Nombre</label>
        <input
          ref={nombreRef}
          id={`${id}-nombre`}
          value={nombre}
          onChange={(event) => setNombre(event.target.value)}
          maxLength={NOMBRE_MAX * 2}
          required
          aria-invalid={errores.nombre ? true : undefined}
          aria-describedby={errores.nombre ? `${id}-nombre-error` : `${id}-nombre-hint`}
        />
        {errores.nombre ? (
          <p id={`${id}-nombre-error`} className="ui-field__error">
            {errores.nombre}
          </p>
        ) : (
          <p id={`${id}-nombre-hint`} className="ui-hint">
            Obligatorio, hasta {NOMBRE_MAX} caracteres.
          </p>
        )}
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-descripcion`}>Descripción (opcional)</label>
        <textarea
          ref={descripcionRef}
          id={`${id}-descripcion`}
          value={descripcion}
          rows={2}
          onChange={(event) => setDescripcion(event.target.value)}
          aria-invalid={errores.descripcion ? true : undefined}
          aria-describedby={errores.descripcion ? `${id}-descripcion-error` : `${id}-descripcion-hint`}
        />
        {errores.descripcion ? (
          <p id={`${id}-descripcion-error`} className="ui-field__error">
            {errores.descripcion}
          </p>
        ) : (
          <p id={`${id}-descripcion-hint`} className="ui-hint">
            Hasta {DESCRIPCION_MAX} caracteres.
          </p>
        )}
      </div>
      <fieldset className={estilos.etqSwatches}>
        <legend>Color</legend>
        {opciones.map((opcion) => (
          <label key={opcion.id} className={estilos.etqSwatch}>
            <input
              type="radio"
              name={`${id}-color`}
              value={opcion.id}
              checked={colorId === opcion.id}
              onChange={() => setColorId(opcion.id)}
            />
            <span style={{ background: opcion.background, color: opcion.text }}>{opcion.nombre}</span>
          </label>
        ))}
        <label className={estilos.etqSwatch}>
          <input
            type="radio"
            name={`${id}-color`}
            value={NUEVO_COLOR}
            checked={colorId === NUEVO_COLOR}
            onChange={() => setColorId(NUEVO_COLOR)}
          />
          <span className="ui-button--secondary">Nuevo color personalizado…</span>
        </label>
      </fieldset>
      {colorId === NUEVO_COLOR ? <ColorEditor value={nuevoColor} onChange={setNuevoColor} muestra={nombre} /> : null}
      <FormActions texto="Guardar etiqueta" onCancel={onClose} pendiente={pendiente} />
    </form>
  );
}
