import { type PointerEvent, useState } from 'react';
import { Boton } from 'shared-firebase';
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
  const [trazo, setTrazo] = useState<Punto[] | null>(null);

  const punto = (event: PointerEvent<SVGSVGElement>): Punto => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - rect.left) / (rect.width || FIRMA_ANCHO)) * FIRMA_ANCHO,
      ((event.clientY - rect.top) / (rect.height || FIRMA_ALTO)) * FIRMA_ALTO,
    ];
  };
  const empezar = (event: PointerEvent<SVGSVGElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setTrazo([punto(event)]);
  };
  const seguir = (event: PointerEvent<SVGSVGElement>) => {
    if (!trazo) return;
    const [x, y] = punto(event);
    const ultimo = trazo[trazo.length - 1] as Punto;
    if (Math.hypot(x - ultimo[0], y - ultimo[1]) >= PASO_MINIMO) setTrazo([...trazo, [x, y]]);
  };
  const terminar = () => {
    if (!trazo) return;
    onCambio(firma + trazosEnTexto([trazo]));
    setTrazo(null);
  };
  const dibujada = firma + (trazo ? trazosEnTexto([trazo]) : '');

  return (
    <div className={estilos.emiFirma}>
      <p className="ui-hint" id="firma-ayuda">
        Firma con el dedo, un lápiz o el ratón dentro del recuadro. Irá en los recibos que emitas después de guardarla;
        los ya emitidos no cambian.
      </p>
      <svg
        className={estilos.emiFirmaCaja}
        viewBox={`0 0 ${FIRMA_ANCHO} ${FIRMA_ALTO}`}
        role="img"
        aria-label={firma ? 'Tu firma' : 'Recuadro para firmar, vacío'}
        aria-describedby="firma-ayuda"
        data-testid="firma-caja"
        onPointerDown={empezar}
        onPointerMove={seguir}
        onPointerUp={terminar}
        onPointerCancel={terminar}
      >
        <path d={dibujada || 'M0 0'} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
      </svg>
      {error ? <p className="ui-field__error">{error}</p> : null}
      {firma ? (
        <Boton variante="secundario" pequeno onClick={() => onCambio('')}>
          Borrar la firma
        </Boton>
      ) : null}
    </div>
  );
}
