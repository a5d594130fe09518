import { Cargando, ErrorCard, PageHeader } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, useNavigate, useParams } from 'shared-firebase/router';
import { actualizarRecibo, crearRecibo } from '../api/recibos';
import { ReciboForm } from '../components/ReciboForm';
import { ReciboNoEncontrado } from '../components/ReciboNoEncontrado';
import { useIdsEtiquetasExistentes } from '../etiquetas-remotas';
import { formatearNumero } from '../formato';
import { useInvalidarRecibos, useRecibo } from '../hooks/useRecibos';

const FALLO = 'No se pudo guardar el recibo. Revisa la conexión: lo que has escrito sigue aquí.';

export function NuevoReciboPage() {
  const navigate = useNavigate();
  const existentes = useIdsEtiquetasExistentes();
  const invalidar = useInvalidarRecibos();
  const { ejecutar, pendiente } = useAccion();
  return (
    <section data-remote="mf_recibos">
      <PageHeader title="Nuevo recibo" />
      <ReciboForm
        recibo={null}
        textoEnviar="Emitir recibo"
        pendiente={pendiente}
        onCancel={() => navigate('/recibos')}
        enviar={async (input) => {
          const resultado = await ejecutar(() => crearRecibo(input, existentes), {
            exito: (recibo) => `Recibo ${formatearNumero(recibo.numero, recibo.fecha)} emitido.`,
            fallo: FALLO,
          });
          if (!resultado.ok) return;
          void invalidar();
          navigate(`/recibos/${resultado.resultado.id}`);
        }}
      />
    </section>
  );
}

export function EditarReciboPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existentes = useIdsEtiquetasExistentes();
  const invalidar = useInvalidarRecibos();
  const { ejecutar, pendiente } = useAccion();
  const { data: recibo, error, isLoading } = useRecibo(id);
  if (isLoading) return <Cargando />;
  if (error || !recibo) return <ReciboNoEncontrado />;
  if (recibo.estado === 'anulado') {
    return (
      <ErrorCard title="Recibo anulado" action={<Link to={`/recibos/${recibo.id}`}>Ver el recibo</Link>}>
        <p>Un recibo anulado no se puede editar.</p>
      </ErrorCard>
    );
  }
  return (
    <section data-remote="mf_recibos">
      <PageHeader title={`Editar ${formatearNumero(recibo.numero, recibo.fecha)}`} />
      <ReciboForm
        recibo={recibo}
        textoEnviar="Guardar cambios"
        pendiente={pendiente}
        onCancel={() => navigate(`/recibos/${recibo.id}`)}
        enviar={async (input) => {
          const { ok } = await ejecutar(
            async () => {
              await actualizarRecibo(recibo, input, existentes);
              await invalidar();
            },
            { exito: 'Recibo actualizado.', fallo: FALLO },
          );
          if (ok) navigate(`/recibos/${recibo.id}`);
        }}
      />
    </section>
  );
}
