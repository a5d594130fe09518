import { Archive, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Boton, contar } from 'shared-firebase';
import { marcarSalidaDeVarios } from '../../recibos/api/recibos';
import { recibosACsv } from '../../recibos/csv';
import { descargarArchivo } from '../../recibos/descarga';
import { hoy } from '../../recibos/formato';
import { useInvalidarRecibos } from '../../recibos/hooks/useRecibos';
import { ReciboCambiado } from '../../recibos/recibo-cambiado';
import type { Recibo } from '../../recibos/types';
import type { ResumenDelAnio } from '../resumen';
import estilos from '../resumen.module.css';

type Estado =
  | { paso: 'listo' }
  | { paso: 'preparando' }
  | { paso: 'escribiendo'; hechos: number }
  | { paso: 'marcando' }
  | { paso: 'hecho' }
  | { paso: 'cancelado' }
  | { paso: 'fallo'; mensaje: string };

/**
 * «Archivo del año»: the zip a gestor asks for, made here in the browser (docs/decisiones/033),
 * with a progress bar and «Cancelar». Every receipt in it leaves the app with it: those not yet
 * out are marked first, as one PDF's download marks its receipt.
 */
export function ArchivoDelAnio({
  anio,
  recibos,
  resumen,
  nombres,
  emisor,
}: {
  anio: number;
  recibos: readonly Recibo[];
  resumen: ResumenDelAnio;
  /** The reader's label names; null in another's book, whose labels are its owner's. */
  nombres: ReadonlyMap<string, string> | null;
  /** Who the summary is of, as its PDF names them. */
  emisor: string;
}) {
  const [estado, setEstado] = useState<Estado>({ paso: 'listo' });
  const cancelar = useRef<AbortController | null>(null);
  const invalidar = useInvalidarRecibos();
  const total = recibos.length;

  const hacer = async () => {
    const control = new AbortController();
    cancelar.current = control;
    setEstado({ paso: 'preparando' });
    try {
      const [{ archivoDelAnio, nombreDelArchivo }, { resumenEnPdf }] = await Promise.all([
        import('../archivo'),
        import('../pdf/resumenEnPdf'),
      ]);
      const nombreDeEtiqueta = nombres ? (id: string) => nombres.get(id) : null;
      const resumenPdf = await resumenEnPdf(resumen, {
        emisor,
        nombreDeEtiqueta,
        hoy: hoy(),
      });
      setEstado({ paso: 'escribiendo', hechos: 0 });
      const zip = await archivoDelAnio({
        anio,
        // Oldest first, as a book is read.
        recibos: [...recibos].sort((a, b) => a.fecha.localeCompare(b.fecha) || a.numero - b.numero),
        csv: recibosACsv(recibos, nombreDeEtiqueta ?? (() => undefined)),
        resumenPdf,
        origen: globalThis.location.origin,
        senal: control.signal,
        alAvanzar: (hechos) => setEstado({ paso: 'escribiendo', hechos }),
      }).blob();
      // Made from the receipts as read: they leave the app now, marked only if none changed since
      // (a cancel or a failure before this marks nothing).
      setEstado({ paso: 'marcando' });
      await marcarSalidaDeVarios(recibos, 'pdf', control.signal);
      void invalidar();
      descargarArchivo(nombreDelArchivo(anio), zip);
      setEstado({ paso: 'hecho' });
    } catch (error) {
      if (control.signal.aborted) setEstado({ paso: 'cancelado' });
      else {
        console.error('No se pudo hacer el archivo del año', error);
        setEstado({
          paso: 'fallo',
          mensaje:
            error instanceof ReciboCambiado
              ? 'Algún recibo ha cambiado mientras tanto (en otra pestaña o sesión): recarga la página y vuelve a intentarlo.'
              : 'No se pudo hacer el archivo. Inténtalo de nuevo.',
        });
      }
    } finally {
      cancelar.current = null;
    }
  };

  const trabajando = estado.paso === 'preparando' || estado.paso === 'escribiendo' || estado.paso === 'marcando';
  return (
    <div className={estilos.resArchivo}>
      <p>
        Un zip con el PDF de cada recibo de {anio} ({contar(total, 'recibo', 'recibos')}, también los anulados), el CSV
        del año y el PDF de este resumen. Los recibos que aún no habían salido de la app quedan como descargados: ya no
        se editan, solo se anulan o se corrigen.
      </p>
      <div className={estilos.resEnvioDeTodos}>
        {trabajando ? (
          <Boton variante="secundario" onClick={() => cancelar.current?.abort()}>
            <X aria-hidden="true" />
            Cancelar
          </Boton>
        ) : (
          <Boton variante="secundario" onClick={() => void hacer()}>
            <Archive aria-hidden="true" />
            Descargar el archivo de {anio}
          </Boton>
        )}
        {estado.paso === 'escribiendo' ? (
          <progress value={estado.hechos} max={total} aria-label="Recibos en el archivo" />
        ) : null}
        {estado.paso === 'escribiendo' ? (
          <p className="ui-hint">{`Recibo ${Math.min(estado.hechos + 1, total)} de ${total}…`}</p>
        ) : null}
        {/* Said once per step, not once per receipt (the bar counts them). */}
        <p className="ui-hint" role="status" data-testid="estado-del-archivo">
          {
            {
              listo: '',
              preparando: 'Preparando…',
              escribiendo: 'Escribiendo los PDF de los recibos…',
              marcando: 'Marcando los recibos como descargados…',
              hecho: `Archivo descargado: ${contar(total, 'recibo', 'recibos')}.`,
              cancelado: 'Cancelado: no se ha descargado nada.',
              fallo: '',
            }[estado.paso]
          }
        </p>
      </div>
      {estado.paso === 'fallo' ? (
        <p className="ui-field__error" role="alert">
          {estado.mensaje}
        </p>
      ) : null}
    </div>
  );
}
