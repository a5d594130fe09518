// What the fault specs share: two labels with one custom colour, made through the UI, and the
// user's labels and colours as Firestore holds them (read with the owner token).
import { expect, type Page } from '@playwright/test';
import { crearEtiquetaPorLaInterfaz, documentos } from './fixtures';

export const badge = (page: Page, nombre: string) =>
  page.getByRole('list', { name: 'Tus etiquetas' }).getByTestId('etiqueta').filter({ hasText: nombre });

export async function estado(uid: string) {
  return {
    etiquetas: await documentos(`users/${uid}/etiquetas`),
    colores: await documentos(`users/${uid}/colores`),
  };
}

/** Deletes the only custom colour through its confirmation dialog. */
export async function eliminarElColor(page: Page) {
  await page
    .getByRole('list', { name: 'Tus colores' })
    .getByRole('button', { name: /Eliminar color/ })
    .click();
  const confirmar = page.getByRole('dialog', { name: 'Eliminar color' });
  await confirmar.getByRole('button', { name: 'Eliminar color' }).click();
}

/** Two labels, Alquiler and Luz, sharing the custom colour #1e40af on #fef3c7, made through the UI. */
export async function dosEtiquetasConUnColor(page: Page) {
  const dialogo = await crearEtiquetaPorLaInterfaz(page, 'Alquiler', { fondo: '#1e40af', texto: '#fef3c7' });
  await expect(badge(page, 'Alquiler')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
  await dialogo.getByLabel('Nombre').fill('Luz');
  await dialogo.getByText('Personalizado #1e40af').click();
  await dialogo.getByRole('button', { name: 'Guardar etiqueta' }).click();
  await expect(badge(page, 'Luz')).toBeVisible();
  return dialogo;
}
