import { Cargando, ErrorDeCarga } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import useSWR from 'swr';
import { type Actividad, actividadDe, type Hecho } from '../api/actividad';
import estilos from '../libro.module.css';
import { diaDe } from '../textos';

const TIPOS: ReadonlyArray<{ clave: keyof Actividad; titulo: string; vacio: string }> = [
  { clave: 'emitidos', titulo: 'Emitidos', vacio: 'Ningún recibo emitido.' },
  { clave: 'anulados', titulo: 'Anulados', vacio: 'Ningún recibo anulado.' },
  { clave: 'enviados', titulo: 'Enviados por correo', vacio: 'Ningún envío.' },
  { clave: 'descargados', titulo: 'Descargados o impresos', vacio: 'Ninguno descargado ni impreso.' },
];

function Fila({ hecho }: { hecho: Hecho & { para?: string } }) {
  return (
    <li>
      <Link to={`/recibos/${encodeURIComponent(hecho.reciboId)}`}>{hecho.numero || 'Ver el recibo'}</Link>
      {hecho.para ? ` a ${hecho.para}` : ''}
      {hecho.en ? `, el ${diaDe(hecho.en)}` : ''}
    </li>
  );
}

/**
 * What a person with access did in the owner's book (./api/actividad.ts): the latest receipts they
 * issued, voided, sent and downloaded, each a link to the receipt.
 */
export function ActividadDePersona({ id, uid, email }: { id: string; uid: string; email: string }) {
  const { data, error, isLoading, mutate } = useSWR(['libro', 'actividad', uid], () => actividadDe(uid));
  return (
    <div id={id} className={estilos.libActividad} data-testid="actividad">
      {isLoading ? (
        <Cargando texto={`Leyendo la actividad de ${email}…`} />
      ) : error || !data ? (
        <ErrorDeCarga titulo={`No se pudo leer la actividad de ${email}`} onReintentar={() => void mutate()} />
      ) : (
        TIPOS.map(({ clave, titulo, vacio }) => (
          <section key={clave} aria-label={`${titulo} por ${email}`}>
            <h3>{titulo}</h3>
            {data[clave].length ? (
              <ul>
                {data[clave].map((hecho) => (
                  <Fila key={`${clave}-${hecho.reciboId}-${hecho.en?.getTime() ?? ''}`} hecho={hecho} />
                ))}
              </ul>
            ) : (
              <p className="ui-hint">{vacio}</p>
            )}
          </section>
        ))
      )}
    </div>
  );
}
