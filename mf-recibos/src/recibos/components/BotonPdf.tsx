import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Boton } from 'shared-firebase';
import { descargarPdf } from '../pdf/descargar';
import { ReciboCambiado } from '../recibo-cambiado';
import type { ReciboPublico } from '../types';

/**
 * "Descargar PDF", for the owner and on the payer's page. Says so beside it if the file cannot be
 * made (the public page loads no toasts). `antes`: what must be done first (the owner's page
 * records that the receipt leaves the app); if it fails, no file is made.
 */
export function BotonPdf({
  recibo,
  principal = false,
  antes,
}: {
  recibo: ReciboPublico;
  principal?: boolean;
  antes?: () => Promise<void>;
}) {
  const [estado, setEstado] = useState<'listo' | 'preparando' | 'fallo'>('listo');
  const [mensaje, setMensaje] = useState('');
  const descargar = async () => {
    setEstado('preparando');
    try {
      await antes?.();
      await descargarPdf(recibo);
      setEstado('listo');
    } catch (error) {
      console.error('No se pudo preparar el PDF', error);
      setMensaje(error instanceof ReciboCambiado ? error.message : 'No se pudo preparar el PDF. Inténtalo de nuevo.');
      setEstado('fallo');
    }
  };
  return (
    <>
      <Boton
        variante={principal ? 'principal' : 'secundario'}
        disabled={estado === 'preparando'}
        onClick={() => void descargar()}
      >
        <FileDown aria-hidden="true" />
        {estado === 'preparando' ? 'Preparando PDF…' : 'Descargar PDF'}
      </Boton>
      {estado === 'fallo' ? (
        <p className="ui-field__error" role="alert">
          {mensaje}
        </p>
      ) : null}
    </>
  );
}
