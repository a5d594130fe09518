// The address an email link was sent to, kept on this device so opening the link here needs no
// retyping. Removed once used.
const CLAVE = 'recibos.emailParaEnlace';

export function guardarEmailDelEnlace(email: string): void {
  window.localStorage.setItem(CLAVE, email);
}

export function recordarEmailDelEnlace(): string | null {
  return window.localStorage.getItem(CLAVE);
}

export function olvidarEmailDelEnlace(): void {
  window.localStorage.removeItem(CLAVE);
}
