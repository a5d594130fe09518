import { Route, Routes } from 'shared-firebase/router';
import { EtiquetasRemotas } from '../etiquetas-remotas';
import { DetalleReciboPage } from './DetalleReciboPage';
import { EditarReciboPage, NuevoReciboPage } from './EditarReciboPage';
import { ListaRecibosPage } from './ListaRecibosPage';
import '../recibos.css';

/** /recibos/*: list, new, detail and edit. Labels come from mf-etiquetas at run time. */
export default function RecibosPage() {
  return (
    <EtiquetasRemotas>
      <Routes>
        <Route index element={<ListaRecibosPage />} />
        <Route path="nuevo" element={<NuevoReciboPage />} />
        <Route path=":id" element={<DetalleReciboPage />} />
        <Route path=":id/editar" element={<EditarReciboPage />} />
      </Routes>
    </EtiquetasRemotas>
  );
}
