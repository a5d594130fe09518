/**
 * The receipt changed since its page read it (in another tab or session): what is printed or
 * downloaded must be what it says now, so nothing is made until the page has it again.
 */
export class ReciboCambiado extends Error {
  constructor() {
    super(
      'Este recibo ha cambiado desde que abriste la página (en otra pestaña o sesión): ya se muestra como está ahora. Revísalo y vuelve a descargarlo o imprimirlo.',
    );
    this.name = 'ReciboCambiado';
  }
}
