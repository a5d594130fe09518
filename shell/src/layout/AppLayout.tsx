import { House, LogOut, type LucideIcon, ReceiptText, ShieldCheck, Tags, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Boton, Marca, useAuth } from 'shared-firebase';
import { useEsAdminRecordado } from 'shared-firebase/datos';
import { Link, NavLink, Outlet } from 'shared-firebase/router';
import { type IconoNav, NAVEGACION } from '../app/rutas';
import { ZonaDeAvisos } from '../app/ZonaDeAvisos';
import { precargarDatos, precargasDeRuta } from '../federation/precargas';
import { precargar } from '../federation/runtime';
import estilos from './layout.module.css';

/** The navigation's icons (the entries themselves are the route table's). */
const ICONOS: Record<IconoNav, LucideIcon> = {
  inicio: House,
  recibos: ReceiptText,
  etiquetas: Tags,
  cuenta: UserRound,
  admin: ShieldCheck,
};

/**
 * The authenticated layout: header with the brand, navigation, the user's email and "Cerrar
 * sesión". On a phone it is two short rows (brand and sign-out; then the four sections as tabs),
 * the email moves to Cuenta.
 */
export default function AppLayout({ pintado = false }: { pintado?: boolean }) {
  const { user, signOut } = useAuth();
  // Signed in: fetch the likely next areas' manifests and entries now, so navigating does not
  // wait on them; their pages' chunks follow when a nav link is pointed at or focused.
  useEffect(() => {
    precargar([{ remoto: 'mf_recibos' }, { remoto: 'mf_etiquetas' }]);
    precargarDatos();
  }, []);
  const cabecera = useAltoDeCabecera();
  // The admins' own entry, from the token the session has (the admin page itself checks afresh).
  // Painted at build time (`pintado`) it is always in the markup, marked: the page's inline script
  // shows it for a browser whose last session was an admin's (shell/primera-pintura/html.mjs).
  const esAdmin = useEsAdminRecordado();
  return (
    <div className={estilos.shellLayout}>
      <a className={estilos.shellSkip} href="#contenido">
        Saltar al contenido
      </a>
      {/* Sticky, with the toasts' room below the header: nothing scrolls beneath a toast. */}
      <div className={`${estilos.shellCabeceraFija} no-print`}>
        <header className={estilos.shellHeader} ref={cabecera}>
          <Link className={estilos.shellBrand} to="/">
            <Marca />
          </Link>
          <nav aria-label="Principal" className={estilos.shellNav}>
            <ul>
              {NAVEGACION.filter((item) => !item.soloAdmin || esAdmin || pintado).map((item) => {
                const Icono = ICONOS[item.icono];
                return (
                  <li key={item.a} data-solo-admin={item.soloAdmin ? '' : undefined}>
                    <NavLink
                      to={item.a}
                      end={item.exacta}
                      onPointerEnter={() => precargar(precargasDeRuta(item.a))}
                      onFocus={() => precargar(precargasDeRuta(item.a))}
                    >
                      <Icono aria-hidden="true" className={estilos.shellNavIcono} />
                      <span>{item.texto}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={estilos.shellUser}>
            <span className={estilos.shellUserEmail} data-testid="user-email">
              {user?.email}
            </span>
            <Boton variante="secundario" pequeno onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Cerrar sesión
            </Boton>
          </div>
        </header>
        <ZonaDeAvisos />
      </div>
      <main id="contenido" className={estilos.shellMain} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/**
 * Keeps the header's height in the page's --alto-cabecera (the toasts start below it): it changes
 * with the width (one row or two) and the text size. The page scrolls a focused field or an
 * anchor clear of the sticky header and toasts (scroll-padding).
 */
function useAltoDeCabecera() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const cabecera = ref.current;
    if (!cabecera) return;
    const raiz = document.documentElement.style;
    const fija = cabecera.parentElement ?? cabecera;
    // Measured only when the observer reports, right after the browser's own layout: measuring on
    // mounting forced a layout of the whole page in the start-up's task (20 ms of a cold /recibos,
    // unthrottled). Both heights are read before either is written, which would make the second
    // read lay the page out again.
    const medir = () => {
      const alto = Math.ceil(cabecera.getBoundingClientRect().height);
      const altoFijo = Math.ceil(fija.getBoundingClientRect().height);
      raiz.setProperty('--alto-cabecera', `${alto}px`);
      raiz.setProperty('scroll-padding-top', `${altoFijo}px`);
    };
    const observador = new ResizeObserver(medir);
    observador.observe(cabecera);
    observador.observe(fija);
    return () => {
      observador.disconnect();
      raiz.removeProperty('--alto-cabecera');
      raiz.removeProperty('scroll-padding-top');
    };
  }, []);
  return ref;
}
