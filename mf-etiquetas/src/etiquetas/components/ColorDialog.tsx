import { type FormEvent, useState } from 'react';
import { Dialog, FormActions } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { normalizeHex } from '../colores';
import { listaDesfasada, mensajeDeError } from '../errores';
import { useEtiquetas } from '../hooks/EtiquetasProvider';
import { cuantasEtiquetas } from '../textos';
import type { Color, ColorInput } from '../types';
import { ColorEditor } from './ColorEditor';

/** Edits a custom colour; says first how many labels follow the change. */
export function ColorDialog({ color, onClose }: { color: Color | null; onClose: () => void }) {
  return (
    <Dialog open={color !== null} titulo="Editar color" onClose={onClose}>
      {color ? <ColorForm key={color.id} color={color} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ColorForm({ color, onClose }: { color: Color; onClose: () => void }) {
  const { etiquetas, actualizarColor, recargar } = useEtiquetas();
  const [valor, setValor] = useState<ColorInput>({ background: color.background, text: color.text });
  const { ejecutar, pendiente } = useAccion();
  const afectadas = etiquetas.filter((etiqueta) => etiqueta.color === color.id).length;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!normalizeHex(valor.background) || !normalizeHex(valor.text)) return;
    const resultado = await ejecutar(() => actualizarColor(color.id, valor), {
      exito: 'Color actualizado.',
      fallo: (error) =>
        mensajeDeError(error, 'No se pudo actualizar el color. Revisa la conexión e inténtalo de nuevo.'),
    });
    if (resultado.ok) onClose();
    else if (listaDesfasada(resultado.error)) {
      onClose();
      void recargar();
    }
  };

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <ColorEditor value={valor} onChange={setValor} muestra="Etiqueta" />
      <p role="note">{afectan(afectadas)}</p>
      <FormActions texto="Guardar color" onCancel={onClose} pendiente={pendiente} />
    </form>
  );
}

export function afectan(n: number): string {
  if (n === 0) return 'Ninguna etiqueta usa este color.';
  return `Este cambio afecta a ${cuantasEtiquetas(n)}.`;
}
