import { type FormEvent, useState } from 'react';
import { Boton, Field } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { anotarMotivo } from '../api/recibos';
import estilos from '../recibos.module.css';
import type { Recibo } from '../types';
import { LIMITES, validarMotivo } from '../validacion';

/** The reason of a voiding, as typed: shown on the receipt and to its payer. */
export function CampoMotivo({
  valor,
  onCambio,
  error,
}: {
  valor: string;
  onCambio: (valor: string) => void;
  error: string | null;
}) {
  return (
    <Field
      label="Motivo de la anulación"
      error={error ?? undefined}
      hint="Se verá en el recibo y en su enlace."
      largo={{ texto: valor, max: LIMITES.motivo }}
    >
      {(control) => <textarea {...control} rows={2} value={valor} onChange={(e) => onCambio(e.target.value)} />}
    </Field>
  );
}

/** A void receipt with no reason gets one, once: the receipt's page offers it. */
export function AnotarMotivo({ recibo, onGuardado }: { recibo: Recibo; onGuardado: () => Promise<unknown> }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ejecutar, pendiente } = useAccion();
  const guardar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const encontrado = validarMotivo(motivo);
    setError(encontrado);
    if (encontrado) return;
    await ejecutar(
      async () => {
        await anotarMotivo(recibo, motivo);
        await onGuardado();
      },
      { exito: 'Motivo guardado.', fallo: 'No se pudo guardar el motivo. Inténtalo de nuevo.' },
    );
  };
  return (
    <form className={`no-print ${estilos.recMotivo}`} onSubmit={(e) => void guardar(e)} noValidate>
      <CampoMotivo valor={motivo} onCambio={setMotivo} error={error} />
      <Boton type="submit" variante="secundario" disabled={pendiente}>
        {pendiente ? 'Guardando…' : 'Guardar el motivo'}
      </Boton>
    </form>
  );
}
