import { useSearchParams } from 'shared-firebase/router';

/** The filters in the address (?q=&etiqueta=&estado=&desde=&hasta=): a reload or Back keeps them. */
export type Filtro = 'q' | 'etiqueta' | 'estado' | 'desde' | 'hasta';

export function useFiltrosEnLaUrl() {
  const [params, setParams] = useSearchParams();
  const leer = (clave: Filtro) => params.get(clave) ?? '';
  // Each change replaces the entry: Back leaves the list instead of undoing keystrokes.
  const poner = (clave: Filtro, valor: string) =>
    setParams(
      (actuales) => {
        const nuevos = new URLSearchParams(actuales);
        if (valor) nuevos.set(clave, valor);
        else nuevos.delete(clave);
        return nuevos;
      },
      { replace: true },
    );
  return { leer, poner };
}
