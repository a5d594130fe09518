import { arrancarFederacion } from './federation/arranque';

// The remotes' configuration and the route's remotes start loading now, in parallel with the app.
const federacion = arrancarFederacion();
// Async boundary: lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap').then(({ iniciar }) => iniciar(federacion));
