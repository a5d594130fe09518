import { arrancarFederacion } from './federation/arranque';
import { escucharErrores } from './medidas/errores';

// Field data: errors from the first moment (measured and sent later: ./medidas/medir.ts).
escucharErrores();

// The takeover from a page painted from HTML (/login, /register, /recibos) loads only where there is one.
const relevo = document.getElementById('primera-pintura') ? import('./primera-pintura/relevo') : null;

// The remotes' configuration and the route's remotes start loading now, in parallel with the app.
const federacion = arrancarFederacion();
// Async boundary: lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap').then(({ iniciar }) => iniciar(federacion, relevo));
