import { Route, Routes } from 'shared-firebase/router';
import { EmisorPage } from '../../emisor/pages/EmisorPage';
import { EtiquetasRemotas } from '../etiquetas-remotas';
import { DetalleReciboPage } from './DetalleReciboPage';
import { EditarReciboPage, NuevoReciboPage } from './EditarReciboPage';
import { ListaRecibosPage } from './ListaRecibosPage';

/** /recibos/*: list, new, detail, edit, and the issuer's details. Labels come from mf-etiquetas at run time. */
export default function RecibosPage() {
  return (
    <EtiquetasRemotas>
      <Routes>
        <Route index element={<ListaRecibosPage />} />
        <Route path="nuevo" element={<NuevoReciboPage />} />
        <Route path="emisor" element={<EmisorPage />} />
        <Route path=":id" element={<DetalleReciboPage />} />
        <Route path=":id/editar" element={<EditarReciboPage />} />
      </Routes>
    </EtiquetasRemotas>
  );
}
