import { lazy, Suspense } from 'react';
import { Cargando } from 'shared-firebase';
import { Route, Routes } from 'shared-firebase/router';
import { EtiquetasRemotas } from '../etiquetas-remotas';
import { DetalleReciboPage } from './DetalleReciboPage';
import { ListaRecibosPage } from './ListaRecibosPage';

// The receipt form, the issuer's details (with its signature pad), the payers', the group's and
// the plans' pages load on demand: the list and a receipt's page do not grow with them.
const NuevoReciboPage = lazy(() => import('./EditarReciboPage').then((m) => ({ default: m.NuevoReciboPage })));
const EditarReciboPage = lazy(() => import('./EditarReciboPage').then((m) => ({ default: m.EditarReciboPage })));
const EmisorPage = lazy(() => import('../../emisor/pages/EmisorPage').then((m) => ({ default: m.EmisorPage })));
const PagadoresPage = lazy(() =>
  import('../../pagadores/pages/PagadoresPage').then((m) => ({ default: m.PagadoresPage })),
);
const PagadorPage = lazy(() => import('../../pagadores/pages/PagadorPage').then((m) => ({ default: m.PagadorPage })));
const ImportarPagadoresPage = lazy(() =>
  import('../../pagadores/pages/ImportarPagadoresPage').then((m) => ({ default: m.ImportarPagadoresPage })),
);
const PlanesPage = lazy(() => import('../../periodicos/pages/PlanesPage').then((m) => ({ default: m.PlanesPage })));
const PlanPage = lazy(() => import('../../periodicos/pages/PlanPage').then((m) => ({ default: m.PlanPage })));
const NuevoPlanPage = lazy(() =>
  import('../../periodicos/pages/EditarPlanPage').then((m) => ({ default: m.NuevoPlanPage })),
);
const EditarPlanPage = lazy(() =>
  import('../../periodicos/pages/EditarPlanPage').then((m) => ({ default: m.EditarPlanPage })),
);
const CobrosPage = lazy(() => import('../../periodicos/pages/CobrosPage').then((m) => ({ default: m.CobrosPage })));

const ResumenPage = lazy(() => import('../../resumen/pages/ResumenPage').then((m) => ({ default: m.ResumenPage })));
const ResumenDeEsteAnio = lazy(() =>
  import('../../resumen/pages/ResumenPage').then((m) => ({ default: m.ResumenDeEsteAnio })),
);
const GrupoPage = lazy(() => import('../../grupos/pages/GrupoPage').then((m) => ({ default: m.GrupoPage })));

/**
 * /recibos/*: list, new, detail, edit, the issuer's details, the payers, a receipt for a group, the recurring plans and
 * their pending charges, the year's summary. Labels come from
 * mf-etiquetas at run time.
 */
export default function RecibosPage() {
  return (
    <EtiquetasRemotas>
      <Suspense fallback={<Cargando />}>
        <Routes>
          <Route index element={<ListaRecibosPage />} />
          <Route path="nuevo" element={<NuevoReciboPage />} />
          <Route path="emisor" element={<EmisorPage />} />
          <Route path="pagadores" element={<PagadoresPage />} />
          <Route path="pagadores/nuevo" element={<PagadorPage />} />
          <Route path="pagadores/importar" element={<ImportarPagadoresPage />} />
          <Route path="pagadores/:id" element={<PagadorPage />} />
          <Route path="grupo" element={<GrupoPage />} />
          <Route path="periodicos" element={<PlanesPage />} />
          <Route path="periodicos/nuevo" element={<NuevoPlanPage />} />
          <Route path="periodicos/:id" element={<PlanPage />} />
          <Route path="periodicos/:id/editar" element={<EditarPlanPage />} />
          <Route path="cobros" element={<CobrosPage />} />
          <Route path="resumen" element={<ResumenDeEsteAnio />} />
          <Route path="resumen/:anio" element={<ResumenPage />} />
          <Route path=":id" element={<DetalleReciboPage />} />
          <Route path=":id/editar" element={<EditarReciboPage />} />
        </Routes>
      </Suspense>
    </EtiquetasRemotas>
  );
}
