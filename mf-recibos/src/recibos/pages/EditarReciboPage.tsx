import { Cargando, ErrorCard, PageHeader } from 'shared-firebase';
import { Link, useNavigate, useParams } from 'shared-firebase/router';
import { toast } from 'sonner';
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
  return (
    <section data-remote="mf_recibos">
      <PageHeader title="Nuevo recibo" />
      <ReciboForm
        recibo={null}
        textoEnviar="Emitir recibo"
        onCancelar={() => navigate('/recibos')}
        enviar={async (input) => {
          try {
            const recibo = await crearRecibo(input, existentes);
            void invalidar();
            toast.success(`Recibo ${formatearNumero(recibo.numero, recibo.fecha)} emitido.`);
            navigate(`/recibos/${recibo.id}`);
          } catch {
            toast.error(FALLO);
          }
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
        onCancelar={() => navigate(`/recibos/${recibo.id}`)}
        enviar={async (input) => {
          try {
            await actualizarRecibo(recibo, input, existentes);
            await invalidar();
            toast.success('Recibo actualizado.');
            navigate(`/recibos/${recibo.id}`);
          } catch {
            toast.error(FALLO);
          }
        }}
      />
    </section>
  );
}
