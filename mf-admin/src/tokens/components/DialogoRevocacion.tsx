import { rutaDelPagador } from 'dominio-recibos';
import { useState } from 'react';
import { ConfirmDialog, Field } from 'shared-firebase';
import { excesoDeLargo, recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { MOTIVO_MAX } from '../api/tokens';
import { propietarioDe } from '../estado';
import type { TokenPublico } from '../types';

/**
 * Revoking takes the payer's receipt offline: asked first, with the reason for the audit log.
 * `onRevocar` answers whether it was done (the dialog then closes).
 */
export function DialogoRevocacion({
  revocando,
  pendiente,
  onRevocar,
  onCerrar,
}: {
  revocando: TokenPublico | null;
  pendiente: boolean;
  onRevocar: (motivo: string) => Promise<boolean>;
  onCerrar: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState('');
  const confirmarRevocacion = async () => {
    const texto = recortar(motivo);
    if (!tieneTextoVisible(texto)) return setErrorMotivo('Escribe el motivo de la revocación.');
    if (excesoDeLargo(texto, MOTIVO_MAX)) return setErrorMotivo(`El motivo no puede superar ${MOTIVO_MAX} caracteres.`);
    if (await onRevocar(texto)) onCerrar();
  };
  return (
    <ConfirmDialog
      open={revocando !== null}
      titulo="Revocar el enlace"
      texto="Revocar enlace"
      pendiente={pendiente}
      onConfirm={() => void confirmarRevocacion()}
      onClose={onCerrar}
    >
      <p>
        El recibo {revocando?.numero} de {revocando ? propietarioDe(revocando) : ''} dejará de verse con este enlace. Su
        dueño lo verá desactivado por un administrador.
      </p>
      {revocando ? (
        <p>
          <a href={rutaDelPagador(revocando.token)} target="_blank" rel="noopener">
            Ver el recibo como lo ve el pagador
          </a>{' '}
          <span className="ui-hint">(en otra pestaña)</span>
        </p>
      ) : null}
      <Field
        label="Motivo (queda en el registro de auditoría)"
        error={errorMotivo}
        largo={{ texto: motivo, max: MOTIVO_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={motivo}
            onChange={(e) => {
              setMotivo(e.target.value);
              setErrorMotivo('');
            }}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
