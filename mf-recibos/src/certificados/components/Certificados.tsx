import { FileDown } from 'lucide-react';
import { Boton, Cargando, contar, ErrorDeCarga } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link } from 'shared-firebase/router';
import { emisorDelPerfil } from '../../emisor/emisor-del-perfil';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { descargarArchivo } from '../../recibos/descarga';
import { formatearImportes } from '../../recibos/dinero';
import { hoy } from '../../recibos/formato';
import type { Recibo } from '../../recibos/types';
import estilos from '../../resumen/resumen.module.css';
import { type Certificado, certificadosDelAnio, faltaParaCertificar, nombreDelCertificado } from '../certificado';

const enLista = (partes: string[]) => new Intl.ListFormat('es-ES', { type: 'conjunction' }).format(partes);

/** «Certificados de pagos»: one per payer of the year, downloaded as a PDF to print or send. */
export function Certificados({ anio, recibos }: { anio: number; recibos: readonly Recibo[] }) {
  const perfil = usePerfilEmisor();
  const { ejecutar, pendiente } = useAccion();
  if (perfil.error)
    return <ErrorDeCarga titulo="No se pudieron leer los datos del emisor" onReintentar={() => void perfil.mutate()} />;
  if (perfil.isLoading) return <Cargando texto="Leyendo los datos del emisor…" />;
  const falta = faltaParaCertificar(perfil.data);
  if (falta.length > 0 || !perfil.data)
    return (
      <div className="ui-empty" role="status">
        <p>
          Un certificado dice quién lo firma, con qué documento y dónde. Para emitirlos, rellena {enLista(falta)} en{' '}
          <Link to="/recibos/emisor">Datos del emisor</Link>.
        </p>
      </div>
    );
  const datos = perfil.data;
  const certificados = certificadosDelAnio(anio, recibos);
  const descargar = (certificado: Certificado) =>
    ejecutar(
      async () => {
        const { certificadoEnPdf } = await import('../pdf/certificadoEnPdf');
        const pdf = await certificadoEnPdf({
          certificado,
          emisor: emisorDelPerfil(datos),
          lugar: datos.ciudad.trim(),
          fecha: hoy(),
        });
        descargarArchivo(nombreDelCertificado(certificado), new Blob([pdf as BlobPart], { type: 'application/pdf' }));
      },
      { fallo: 'No se pudo preparar el certificado. Inténtalo de nuevo.' },
    );
  return (
    <ul className={estilos.resCertificados} aria-label={`Certificados de pagos de ${anio}`}>
      {certificados.map((certificado) => (
        <li key={certificado.clave}>
          <div>
            <strong>{certificado.pagador.nombre}</strong>
            <span className="ui-hint">
              {' '}
              · {contar(certificado.recibos.length, 'recibo', 'recibos')} · {formatearImportes(certificado.totales)}
            </span>
            {certificado.pagador.documento ? null : (
              <p className="ui-hint">
                Sin documento fiscal: el certificado lleva solo el nombre, y una deducción puede pedir el NIF del
                pagador.
              </p>
            )}
          </div>
          <Boton
            variante="secundario"
            pequeno
            disabled={pendiente}
            aria-label={`Descargar el certificado de ${certificado.pagador.nombre}`}
            onClick={() => void descargar(certificado)}
          >
            <FileDown aria-hidden="true" />
            Descargar certificado
          </Boton>
        </li>
      ))}
    </ul>
  );
}
