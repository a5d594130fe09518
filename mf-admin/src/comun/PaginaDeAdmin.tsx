import { ArrowLeft, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Boton, claseDeBoton, Marca, PageHeader, useAuth } from 'shared-firebase';
import { useEsAdmin } from 'shared-firebase/datos';
import { Link, NavLink } from 'shared-firebase/router';
import estilos from '../tokens/pages/admin.module.css';

/** The admin pages, linked from each other. */
const PAGINAS = [
  { a: '/admin/tokens', texto: 'Enlaces públicos' },
  { a: '/admin/salud', texto: 'Salud' },
] as const;

/**
 * An admin page outside the login guard: the page decides. Anonymous: a sign-in card. Signed in
 * without the `admin` claim: "Acceso denegado", and no admin data is requested (`children`
 * renders only for an admin). The admin pages have no app layout: their own bar.
 */
export function PaginaDeAdmin({
  ruta,
  titulo,
  children,
}: {
  ruta: (typeof PAGINAS)[number]['a'];
  titulo: string;
  children: ReactNode;
}) {
  const { user, loading, signOut } = useAuth();
  const esAdmin = useEsAdmin();
  if (loading || (user && esAdmin === null)) return null;

  if (!user) {
    return (
      <main className={estilos.admPagina}>
        <section className="ui-card">
          <h1>{titulo}</h1>
          <p>Esta página es solo para administradores. Inicia sesión con una cuenta de administrador.</p>
          <Link className={claseDeBoton()} to={`/login?redirect=${encodeURIComponent(ruta)}`}>
            Iniciar sesión
          </Link>
        </section>
      </main>
    );
  }
  if (!esAdmin) {
    return (
      <main className={estilos.admPagina}>
        <section className="ui-card ui-card--error" role="alert">
          <h1>Acceso denegado</h1>
          <p>Tu cuenta ({user.email}) no tiene permisos de administrador.</p>
          <Link to="/">Volver al inicio</Link>
        </section>
      </main>
    );
  }
  return (
    <MarcoDeAdmin email={user.email ?? ''} onSalir={() => void signOut()}>
      {children}
    </MarcoDeAdmin>
  );
}

/**
 * What an admin sees around an admin page: its own bar and the links between the admin pages.
 * Also painted from HTML for /admin/tokens (shell/primera-pintura/), with no e-mail yet.
 */
export function MarcoDeAdmin({
  email,
  onSalir,
  children,
}: {
  email: string;
  onSalir: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <header className={estilos.admCabecera}>
        <Link className={estilos.admCabeceraMarca} to="/">
          <Marca />
        </Link>
        <div className={estilos.admCabeceraUsuario}>
          <span className={`ui-hint ${estilos.admCabeceraEmail}`}>{email}</span>
          <Link className={claseDeBoton({ variante: 'secundario', pequeno: true })} to="/">
            <ArrowLeft aria-hidden="true" />
            <span className="ui-solo-lector-en-movil">Ir a la aplicación</span>
          </Link>
          <Boton variante="secundario" pequeno onClick={onSalir}>
            <LogOut aria-hidden="true" />
            <span className="ui-solo-lector-en-movil">Cerrar sesión</span>
          </Boton>
        </div>
      </header>
      <main className={estilos.admPagina} data-remote="mf_admin">
        <PageHeader titulo="Administración" />
        <nav aria-label="Administración" className={estilos.admSecciones}>
          {PAGINAS.map((p) => (
            <NavLink key={p.a} to={p.a} className={estilos.admSeccion}>
              {p.texto}
            </NavLink>
          ))}
        </nav>
        {children}
      </main>
    </div>
  );
}
