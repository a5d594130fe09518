import { Printer } from 'lucide-react';
import { Boton, Cargando, Marca } from 'shared-firebase';
import { useParams } from 'shared-firebase/router';
import useSWR from 'swr';
import { clavePublica, leerReciboPublico } from '../api/lectura-publica';
import { BotonPdf } from '../components/BotonPdf';
import { ReciboDocumento } from '../components/ReciboDocumento';
import { ReciboNoDisponible } from '../components/ReciboNoDisponible';
import estilos from '../documento.module.css';

/**
 * /recibos/view/:token — public, no sign-in, no layout. Unknown, revoked and expired tokens show
 * the same page, so tokens cannot be probed.
 */
export default function ReciboPublicoPage() {
  const { token = '' } = useParams();
  const { data, error, isLoading } = useSWR(clavePublica(token), () => leerReciboPublico(token), {
    revalidateOnFocus: false,
    refreshInterval: 0,
  });

  if (isLoading) {
    return (
      <main className={estilos.recPublico}>
        <Cargando texto="Cargando el recibo…" />
      </main>
    );
  }
  if (error || !data) return <ReciboNoDisponible />;
  return (
    <main className={estilos.recPublico} data-remote="mf_recibos">
      <div className={`${estilos.recPublicoAcciones} no-print`}>
        <Marca />
        <span className={estilos.recPublicoBotones}>
          <BotonPdf recibo={data} />
          <Boton onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Boton>
        </span>
      </div>
      <ReciboDocumento recibo={data} />
    </main>
  );
}
