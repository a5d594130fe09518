import { Download } from 'lucide-react';
import { Boton } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { type FiltrosRecibos, todosLosRecibos } from '../api/recibos';
import { nombreDelCsv, recibosACsv } from '../csv';
import { descargarArchivo } from '../descarga';
import { hoy } from '../formato';

/**
 * "Exportar CSV": every receipt the filters find (not just the page shown), with its labels by
 * name, in a file named by its dates and filters.
 */
export function BotonExportarCsv({
  filtros,
  etiquetas,
}: {
  filtros: FiltrosRecibos;
  etiquetas: ReadonlyArray<{ id: string; nombre: string }>;
}) {
  const { ejecutar, pendiente: exportando } = useAccion();
  const exportar = () =>
    ejecutar(
      async () => {
        const nombres = new Map(etiquetas.map((e) => [e.id, e.nombre]));
        const csv = recibosACsv(await todosLosRecibos(filtros), (id) => nombres.get(id));
        const nombre = nombreDelCsv(filtros, filtros.etiqueta ? nombres.get(filtros.etiqueta) : undefined, hoy());
        descargarArchivo(nombre, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      },
      { fallo: 'No se pudo exportar. Inténtalo de nuevo.' },
    );
  return (
    <Boton variante="secundario" disabled={exportando} onClick={() => void exportar()}>
      <Download aria-hidden="true" />
      {exportando ? 'Exportando…' : 'Exportar CSV'}
    </Boton>
  );
}
