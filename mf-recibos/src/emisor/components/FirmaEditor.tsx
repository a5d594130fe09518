import { type PointerEvent, useId, useRef, useState } from 'react';
import { Boton } from 'shared-firebase';
import { FirmaDibujada } from '../../recibos/components/FirmaDibujada';
import { FIRMA_ALTO, FIRMA_ANCHO, type Punto, trazosEnTexto } from '../../recibos/firma';
import estilos from '../pages/emisor.module.css';

/** Closer than this (in box units) to the last point adds nothing a reader would see. */
const PASO_MINIMO = 1.5;

/**
 * The issuer's signature, drawn with a finger, a pen or the mouse inside its box: each stroke is
 * added to the path (firma.ts) as it ends. Drawing needs a pointer; everything else on the page
 * works with the keyboard, and a receipt needs no signature.
 */
export function FirmaEditor({
  firma,
  error,
  onCambio,
}: {
  firma: string;
  error?: string;
  onCambio: (firma: string) => void;
}) {
  // The stroke being drawn: in a ref, so fast moves and its last point are never read stale;
  // the state only repaints it.
  const trazo = useRef<Punto[] | null>(null);
  const [dibujando, setDibujando] = useState('');
  const caja = useRef<SVGSVGElement>(null);
  const id = useId();

  const punto = (event: PointerEvent<SVGSVGElement>): Punto => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - rect.left) / (rect.width || FIRMA_ANCHO)) * FIRMA_ANCHO,
      ((event.clientY - rect.top) / (rect.height || FIRMA_ALTO)) * FIRMA_ALTO,
    ];
  };
  const empezar = (event: PointerEvent<SVGSVGElement>) => {
    // One finger draws; a second one (a pinch) does not restart the stroke.
    if (!event.isPrimary) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    trazo.current = [punto(event)];
    setDibujando(trazosEnTexto([trazo.current]));
  };
  const seguir = (event: PointerEvent<SVGSVGElement>) => {
    const actual = trazo.current;
    if (!actual || !event.isPrimary) return;
    const [x, y] = punto(event);
    const ultimo = actual[actual.length - 1] as Punto;
    if (Math.hypot(x - ultimo[0], y - ultimo[1]) < PASO_MINIMO) return;
    actual.push([x, y]);
    setDibujando(trazosEnTexto([actual]));
  };
  const terminar = (event: PointerEvent<SVGSVGElement>) => {
    const actual = trazo.current;
    if (!actual || !event.isPrimary) return;
    trazo.current = null;
    setDibujando('');
    onCambio(firma + trazosEnTexto([actual]));
  };
  const borrar = () => {
    onCambio('');
    caja.current?.focus();
  };

  return (
    <div className={estilos.emiFirma}>
      <p className="ui-hint" id={`${id}-ayuda`}>
        Firma con el dedo, un lápiz o el ratón dentro del recuadro. Irá en los recibos que emitas después de guardarla;
        los ya emitidos no cambian.
      </p>
      <FirmaDibujada
        ref={caja}
        firma={firma + dibujando}
        titulo={firma ? 'Tu firma' : 'Recuadro para firmar, vacío'}
        className={estilos.emiFirmaCaja}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-ayuda`}
        data-testid="firma-caja"
        onPointerDown={empezar}
        onPointerMove={seguir}
        onPointerUp={terminar}
        onPointerCancel={terminar}
      />
      {error ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      {firma ? (
        <Boton variante="secundario" pequeno onClick={borrar}>
          Borrar la firma
        </Boton>
      ) : null}
    </div>
  );
}
