import { idDeNavegador } from './canario';
import { loadRemoteMap, VIGENCIA_MS } from './remote-map';
import { federacionIniciada, seguirConfiguracion } from './runtime';
import { conSustituciones, leerSustituciones } from './sobrescritura';

/** Past this, the navigation goes on with what the page knows (remotes.json slow or down). */
const LIMITE_MS = 1500;

let leidaEn = Date.now();
/** The reading under way: a page asked for meanwhile waits for its answer too. */
let enCurso: Promise<boolean> | null = null;
/** A loaded remote changed version: from then on every new page is a full load. */
let recargaPendiente = false;

const tarde = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), LIMITE_MS));

async function leer(): Promise<boolean> {
  try {
    const mapa = await Promise.race([loadRemoteMap(idDeNavegador, { revisar: true }), tarde()]);
    return mapa ? seguirConfiguracion(conSustituciones(mapa, leerSustituciones())) : false;
  } catch {
    return false;
  }
}

/**
 * Before the shell shows another page it reads remotes.json again (docs/despliegue.md: rollout
 * and rollback): remotes this page has not loaded yet come from the version configured now, and
 * true means a remote already loaded has changed version, so the next page must be a full load
 * (modules already loaded keep working until then; a page never mixes two versions of one remote).
 */
export function revisarVersiones(): Promise<boolean> {
  if (recargaPendiente) return Promise.resolve(true);
  if (enCurso) return enCurso;
  if (!federacionIniciada() || Date.now() - leidaEn < VIGENCIA_MS) return Promise.resolve(false);
  leidaEn = Date.now();
  enCurso = leer().then((recargar) => {
    enCurso = null;
    recargaPendiente ||= recargar;
    return recargar;
  });
  return enCurso;
}
