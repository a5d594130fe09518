import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const signIn = vi.hoisted(() => vi.fn());
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signInWithEmailAndPassword: signIn,
}));
const fakeAuth = vi.hoisted(() => ({}));
const firebase = vi.hoisted(() => ({ disponible: true }));
vi.mock('shared-firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirebase: () => (firebase.disponible ? { auth: fakeAuth } : null),
}));

const { default: AccesoPage } = await import('./AccesoPage');

/** Where the page is, as the address bar would show it. */
function Ubicacion() {
  const { pathname, search } = useLocation();
  return <output data-testid="ubicacion">{`${pathname}${search}`}</output>;
}

function renderLogin(url = '/login') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AccesoPage />
      <Ubicacion />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
  firebase.disponible = true;
});

describe('AccesoPage', () => {
  it('gives the forgotten-password and e-mail-link forms addresses of their own, keeping redirect', async () => {
    renderLogin('/login?redirect=%2Fetiquetas');
    await userEvent.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByTestId('ubicacion').textContent).toBe('/login?redirect=%2Fetiquetas&vista=olvido');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recuperar la contraseña');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByTestId('ubicacion').textContent).toBe('/login?redirect=%2Fetiquetas');
    await userEvent.click(screen.getByRole('link', { name: 'Entrar con un enlace por correo' }));
    expect(screen.getByTestId('ubicacion').textContent).toBe('/login?redirect=%2Fetiquetas&vista=enlace');
  });

  it('opens the forgotten-password form straight from its address', () => {
    renderLogin('/login?vista=olvido');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recuperar la contraseña');
  });

  it('signs in with the typed credentials on Enter', async () => {
    signIn.mockResolvedValue({});
    renderLogin();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), ' ana@ejemplo.es ');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta1{Enter}');
    expect(signIn).toHaveBeenCalledWith(fakeAuth, 'ana@ejemplo.es', 'secreta1');
  });

  it('shows the Spanish message linked to the fields and focuses it', async () => {
    signIn.mockRejectedValue({ code: 'auth/too-many-requests' });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.es');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    const email = screen.getByLabelText('Correo electrónico');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('refuses empty fields without calling Firebase', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Introduce tu correo electrónico y tu contraseña.');
    expect(signIn).not.toHaveBeenCalled();
  });

  // It used to return silently when Firebase could not start.
  it('says so in Spanish when Firebase is not available, instead of doing nothing', async () => {
    firebase.disponible = false;
    renderLogin();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.es');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo conectar con el servicio de acceso. Inténtalo de nuevo más tarde.',
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('toggles password visibility', async () => {
    renderLogin();
    const password = screen.getByLabelText('Contraseña');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
