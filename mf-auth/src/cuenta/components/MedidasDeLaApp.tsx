import { Seccion } from './Seccion';

/**
 * What the app measures in this browser, said where a user looks for what is done with their
 * account (docs/decisiones/034: a notice, not a consent banner).
 */
export function MedidasDeLaApp() {
  return (
    <Seccion titulo="Medidas de la aplicación">
      <p className="ui-hint">
        Para saber si la aplicación va rápida y sin errores, cada carga envía cuánto tardó la página y los errores que
        hubo, sin cookies ni identificadores, sin tu correo ni el contenido de tus recibos. Solo se guardan sumas de
        todas las cargas.
      </p>
    </Seccion>
  );
}
