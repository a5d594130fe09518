import { Download } from 'lucide-react';
import { Boton } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { type FiltrosRecibos, todosLosRecibos } from '../api/recibos';
import { recibosACsv } from '../csv';
import { descargarArchivo } from '../descarga';

/** "Exportar CSV": every receipt the filters find (not just the page shown), as recibos.csv. */
export function BotonExportarCsv({ filtros }: { filtros: FiltrosRecibos }) {
  const { ejecutar, pendiente: exportando } = useAccion();
  const exportar = () =>
    ejecutar(
      async () =>
        descargarArchivo(
          'recibos.csv',
          new Blob([recibosACsv(await todosLosRecibos(filtros))], { type: 'text/csv;charset=utf-8' }),
        ),
      { fallo: 'No se pudo exportar. Inténtalo de nuevo.' },
    );
  return (
    <Boton variante="secundario" disabled={exportando} onClick={() => void exportar()}>
      <Download aria-hidden="true" />
      {exportando ? 'Exportando…' : 'Exportar CSV'}
    </Boton>
  );
}
