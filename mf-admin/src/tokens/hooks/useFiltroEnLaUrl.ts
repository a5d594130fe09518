import { useSearchParams } from 'shared-firebase/router';
import type { FiltroTokens } from '../api/tokens';

const ESTADOS = ['activo', 'revocado', 'caducado'] as const;

/** The links' filter in the address (?estado=&q=): a reload, Back or a shared address keeps it. */
export function useFiltroEnLaUrl(): [FiltroTokens, (cambio: FiltroTokens) => void] {
  const [params, setParams] = useSearchParams();
  const estado = ESTADOS.find((e) => e === params.get('estado'));
  const q = params.get('q')?.trim();
  const filtro: FiltroTokens = { ...(estado ? { estado } : {}), ...(q ? { busqueda: q } : {}) };
  const poner = (cambio: FiltroTokens) =>
    setParams(
      (actuales) => {
        const nuevos = new URLSearchParams(actuales);
        for (const [clave, valor] of [
          ['estado', cambio.estado],
          ['q', cambio.busqueda?.trim()],
        ] as const) {
          if (valor) nuevos.set(clave, valor);
          else nuevos.delete(clave);
        }
        return nuevos;
      },
      { replace: true },
    );
  return [filtro, poner];
}
