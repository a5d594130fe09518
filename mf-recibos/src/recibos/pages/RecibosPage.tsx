import { lazy, type ReactNode, Suspense } from 'react';
import { Cargando } from 'shared-firebase';
import { Route, Routes } from 'shared-firebase/router';
import { SelectorDeLibro } from '../../libro/components/SelectorDeLibro';
import { SoloPropietario } from '../../libro/components/SoloPropietario';
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

// In another's book, a page that changes it says why not (the rules refuse its writes anyway).
const delPropietario = (pagina: ReactNode) => <SoloPropietario>{pagina}</SoloPropietario>;
// Issuing (a new receipt, a copy, a correction) is also a person with «Emisión»'s.
const deQuienEmite = (pagina: ReactNode) => <SoloPropietario conEmision>{pagina}</SoloPropietario>;

/**
 * /recibos/*: list, new, detail, edit, the issuer's details, the payers, a receipt for a group, the recurring plans and
 * their pending charges, the year's summary. Labels come from
 * mf-etiquetas at run time. Whose book it is shows above them all (SelectorDeLibro).
 */
export default function RecibosPage() {
  return (
    <EtiquetasRemotas>
      <SelectorDeLibro />
      <Suspense fallback={<Cargando />}>
        <Routes>
          <Route index element={<ListaRecibosPage />} />
          <Route path="nuevo" element={deQuienEmite(<NuevoReciboPage />)} />
          <Route path="emisor" element={delPropietario(<EmisorPage />)} />
          <Route path="pagadores" element={delPropietario(<PagadoresPage />)} />
          <Route path="pagadores/nuevo" element={delPropietario(<PagadorPage />)} />
          <Route path="pagadores/importar" element={delPropietario(<ImportarPagadoresPage />)} />
          <Route path="pagadores/:id" element={delPropietario(<PagadorPage />)} />
          <Route path="grupo" element={delPropietario(<GrupoPage />)} />
          <Route path="periodicos" element={delPropietario(<PlanesPage />)} />
          <Route path="periodicos/nuevo" element={delPropietario(<NuevoPlanPage />)} />
          <Route path="periodicos/:id" element={delPropietario(<PlanPage />)} />
          <Route path="periodicos/:id/editar" element={delPropietario(<EditarPlanPage />)} />
          <Route path="cobros" element={delPropietario(<CobrosPage />)} />
          <Route path="resumen" element={<ResumenDeEsteAnio />} />
          <Route path="resumen/:anio" element={<ResumenPage />} />
          <Route path=":id" element={<DetalleReciboPage />} />
          <Route path=":id/editar" element={delPropietario(<EditarReciboPage />)} />
        </Routes>
      </Suspense>
    </EtiquetasRemotas>
  );
}
