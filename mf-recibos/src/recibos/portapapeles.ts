/** How long a copy may go unanswered before the user is told to copy by hand. */
export const ESPERA_DEL_PORTAPAPELES_MS = 3000;

/**
 * Copies text and answers whether it worked. The browser's clipboard can refuse (no permission,
 * the page not focused), be missing (an address without HTTPS) or leave its promise pending (headless
 * Chromium has): the last two used to leave «Copiar enlace» silent, so every path ends in an answer
 * the button can show.
 */
export function copiar(texto: string): Promise<boolean> {
  return new Promise((responder) => {
    const plazo = setTimeout(() => responder(false), ESPERA_DEL_PORTAPAPELES_MS);
    const acabar = (copiado: boolean) => {
      clearTimeout(plazo);
      responder(copiado);
    };
    try {
      navigator.clipboard.writeText(texto).then(
        () => acabar(true),
        () => acabar(false),
      );
    } catch {
      acabar(false);
    }
  });
}
