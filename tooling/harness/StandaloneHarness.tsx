import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AuthContext, ConexionError } from 'shared-firebase';
import { initFirebase, useFirebaseSession } from 'shared-firebase/auth';
import { BrowserRouter, Link, Route, Routes } from 'shared-firebase/router';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';

export interface HarnessPage {
  path: string;
  label: string;
  element: ReactNode;
}

/**
 * Development-only frame so a remote's team can run it alone (`pnpm --filter mf-x dev`): the same
 * Firebase singleton, an auth context and toasts, a quick sign-in, and links to each exposed page.
 * The shell never loads this file: it loads the remote's federation entry, not its index.
 */
export function StandaloneHarness({ name, pages }: { name: string; pages: HarnessPage[] }) {
  const firebase = initFirebase();
  if (!firebase.ok) return <ConexionError />;
  const { auth } = firebase.services;
  return (
    <BrowserRouter>
      <Toaster position="top-right" richColors />
      <HarnessSession auth={auth}>
        <header style={{ padding: '0.5rem 1rem', borderBottom: '1px solid #cbd5e1' }}>
          <strong>{name}</strong> (modo independiente) ·{' '}
          {pages.map((page) => (
            <Link key={page.path} to={page.path} style={{ marginRight: '0.75rem' }}>
              {page.label}
            </Link>
          ))}
        </header>
        <main style={{ padding: '1rem' }}>
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={page.element} />
            ))}
          </Routes>
        </main>
      </HarnessSession>
    </BrowserRouter>
  );
}

function HarnessSession({ auth, children }: { auth: import('firebase/auth').Auth; children: ReactNode }) {
  const { user, loading, error } = useFirebaseSession(auth);
  if (error) return <p role="alert">{error}</p>;
  if (loading) return null;
  return (
    <AuthContext.Provider value={{ user, loading, signOut: () => signOut(auth) }}>
      <SWRConfig key={user?.uid ?? 'anonimo'} value={{ provider: () => new Map() }}>
        {user ? children : <HarnessSignIn auth={auth} />}
      </SWRConfig>
    </AuthContext.Provider>
  );
}

function HarnessSignIn({ auth }: { auth: import('firebase/auth').Auth }) {
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      await signInWithEmailAndPassword(auth, String(data.get('email')), String(data.get('password')));
    } catch {
      setError('No se pudo iniciar sesión (¿están los emuladores en marcha?).');
    }
  };
  return (
    <form className="ui-form" onSubmit={submit} style={{ margin: '1rem' }}>
      <p>Inicia sesión para probar este módulo (usuario de demostración del README).</p>
      <label className="ui-field">
        Correo electrónico <input name="email" type="email" defaultValue="demo@recibos.test" />
      </label>
      <label className="ui-field">
        Contraseña <input name="password" type="password" defaultValue="demo1234" />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button className="ui-button" type="submit">
        Entrar
      </button>
    </form>
  );
}
