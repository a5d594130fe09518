import { useSyncExternalStore } from 'react';
import { Cargando, numeroEs, PageHeader, useAuth } from 'shared-firebase';
import { perezoso } from 'shared-firebase/perezoso';
import { Link } from 'shared-firebase/router';
import useSWR from 'swr';
import { InvitacionesRecibidas } from '../../libro/components/InvitacionesRecibidas';
import { SelectorDeLibro } from '../../libro/components/SelectorDeLibro';
import { TraspasosRecibidos } from '../../libro/components/TraspasosRecibidos';
import { useLibro } from '../../libro/hooks/useLibro';
import {
  clavePlanesEnPausa,
  clavesCobrosPendientes,
  contarCobrosPendientes,
  contarPlanesEnPausa,
} from '../../periodicos/api/pausados';
import { filtrosDelMes } from '../api/recibos';
import { EnlaceNuevoRecibo } from '../components/EnlaceNuevoRecibo';
import { TablaRecibos } from '../components/TablaRecibos';
import { formatearImportes } from '../dinero';
import { useTotales, useUltimos } from '../hooks/useRecibos';
import estilos from './inicio.module.css';

const mesActual = perezoso(() => new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric' }));
const sinCambios = () => () => {};

/**
 * The visitor's month, «noviembre de 2026»; none where the page is rendered ahead (the shell paints
 * / from HTML made at build time, shell/primera-pintura/, whose month would be the build's).
 */
const useMesActual = (): string | null =>
  useSyncExternalStore(
    sinCambios,
    () => mesActual().format(new Date()),
    () => null,
  );

/** "/": this month's receipts and amount, the last five receipts, quick links. */
export default function InicioPage() {
  const { user } = useAuth();
  const { propio } = useLibro();
  const mes = useTotales(filtrosDelMes());
  const ultimos = useUltimos(5);
  const mesEnCurso = useMesActual();
  // A plan paused (by hand, or by itself after a failure) issues nothing: said here, where the
  // issuer looks every day, not only on the plan's page.
  const enPausa = useSWR(clavePlanesEnPausa, contarPlanesEnPausa, { revalidateOnFocus: false });
  // A charge waits for the issuer to say it was paid: its receipt is issued only then.
  const pendientes = useSWR(clavesCobrosPendientes, contarCobrosPendientes, { revalidateOnFocus: false });

  return (
    <section data-remote="mf_recibos">
      <SelectorDeLibro />
      <PageHeader titulo={user?.displayName ? `Hola, ${user.displayName}` : 'Inicio'}>
        <EnlaceNuevoRecibo />
      </PageHeader>
      {/* Rendered ahead with no one signed in (the painted /), the line keeps its height and says nothing. */}
      <p className="ui-hint" data-testid="inicio-usuario">
        {user?.email ? `Sesión iniciada como ${user.email}` : '\u00a0'}
      </p>
      <div className={estilos.iniCifras}>
        <div className={estilos.iniCifra}>
          <span className={estilos.iniCifraTitulo}>{mesEnCurso ? `Recibos en ${mesEnCurso}` : 'Recibos este mes'}</span>
          <strong data-testid="inicio-recibos-mes">{mes.data ? numeroEs(mes.data.recibos) : '…'}</strong>
        </div>
        <div className={estilos.iniCifra}>
          <span className={estilos.iniCifraTitulo}>Importe emitido este mes</span>
          <strong data-testid="inicio-importe-mes">
            {/* None this month: zero in the latest receipt's currency ("$0" for a Chilean account). */}
            {mes.data ? formatearImportes(mes.data.importes, ultimos.data?.[0]?.moneda) : '…'}
          </strong>
        </div>
        <CifraConEnlace
          titulo="Recibos periódicos en pausa"
          testid="inicio-planes-en-pausa"
          cuenta={enPausa.data}
          a={propio ? '/recibos/periodicos' : null}
          que="ver los recibos periódicos"
        />
        <CifraConEnlace
          titulo="Cobros por confirmar"
          testid="inicio-cobros-pendientes"
          cuenta={pendientes.data}
          a={propio ? '/recibos/cobros' : null}
          que="ver los cobros pendientes"
        />
      </div>
      <InvitacionesRecibidas />
      <TraspasosRecibidos />
      <section aria-labelledby="ultimos-titulo">
        <h2 id="ultimos-titulo">Últimos recibos</h2>
        {ultimos.isLoading ? (
          <Cargando />
        ) : ultimos.data && ultimos.data.length > 0 ? (
          <TablaRecibos recibos={ultimos.data} titulo="Últimos recibos" conEtiquetas={false} />
        ) : (
          <p className="ui-empty">
            {propio ? 'Aún no has emitido ningún recibo.' : 'Este libro aún no tiene recibos.'}
          </p>
        )}
      </section>
      <nav aria-label="Accesos rápidos" className={estilos.iniAccesos}>
        <Link to="/recibos">Ver todos los recibos</Link>
        <Link to="/etiquetas">Gestionar etiquetas</Link>
        <Link to="/cuenta">Mi cuenta</Link>
      </nav>
    </section>
  );
}

/**
 * A count that needs the issuer (plans paused, charges to confirm): a link to them when there is
 * any, for the book's owner (`a` null: another's book, whose plans are its owner's to see to).
 */
function CifraConEnlace(props: {
  titulo: string;
  testid: string;
  cuenta: number | undefined;
  a: string | null;
  que: string;
}) {
  const { titulo, testid, cuenta, a, que } = props;
  return (
    <div className={estilos.iniCifra}>
      <span className={estilos.iniCifraTitulo}>{titulo}</span>
      <strong data-testid={testid}>
        {cuenta === undefined ? (
          '…'
        ) : cuenta > 0 && a ? (
          <Link to={a}>
            {numeroEs(cuenta)}
            <span className="visually-hidden"> ({que})</span>
          </Link>
        ) : (
          numeroEs(cuenta)
        )}
      </strong>
    </div>
  );
}
