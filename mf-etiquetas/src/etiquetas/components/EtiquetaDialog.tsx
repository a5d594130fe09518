import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog, Field, FormActions } from 'shared-firebase';
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
      <Field
        label="Nombre"
        error={errores.nombre}
        hint={`Obligatorio, hasta ${NOMBRE_MAX} caracteres.`}
        largo={{ texto: nombre, max: NOMBRE_MAX }}
      >
        {(control) => (
          <input
            {...control}
            ref={nombreRef}
            value={nombre}
            onChange={(event) => setNombre(event.target.value)}
            required
          />
        )}
      </Field>
      <Field
        label="Descripción (opcional)"
        error={errores.descripcion}
        hint={`Hasta ${DESCRIPCION_MAX} caracteres.`}
        largo={{ texto: descripcion, max: DESCRIPCION_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            ref={descripcionRef}
            value={descripcion}
            rows={2}
            onChange={(event) => setDescripcion(event.target.value)}
          />
        )}
      </Field>
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
