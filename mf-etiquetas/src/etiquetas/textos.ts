import { contar } from 'shared-firebase';

/** "1 etiqueta", "3 etiquetas": how the page and its dialogs count labels. */
export const cuantasEtiquetas = (n: number) => contar(n, 'etiqueta', 'etiquetas');
