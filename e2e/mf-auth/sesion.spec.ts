import type { Page } from '@playwright/test';
import { crearUsuario, expectSignedInLayout, signIn } from '../fixtures';
import { expect, test } from '../test';

/** What the app keeps in the browser's storage (Firebase Auth keeps its session in IndexedDB). */
async function almacenamiento(page: Page) {
  return page.evaluate(async () => {
    const claves = { local: Object.keys(localStorage), session: Object.keys(sessionStorage), sesionesFirebase: 0 };
    const bases = await indexedDB.databases();
    if (bases.some((b) => b.name === 'firebaseLocalStorageDb')) {
      claves.sesionesFirebase = await new Promise<number>((resolve) => {
        const abrir = indexedDB.open('firebaseLocalStorageDb');
        abrir.onsuccess = () => {
          const db = abrir.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0);
          const contar = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
          contar.onsuccess = () => resolve(contar.result);
        };
        abrir.onerror = () => resolve(-1);
      });
    }
    return claves;
  });
}

test('after sign-out nothing of the previous user remains, and the next user sees none of it', async ({ page }) => {
  const ana = await crearUsuario('higiene-a');
  const beto = await crearUsuario('higiene-b');
  await page.goto('/login');
  // An email link requested and never used leaves the address behind only until sign-out.
  await page.getByRole('link', { name: 'Entrar con un enlace por correo' }).click();
  await page.getByLabel('Correo electrónico').fill(ana.email);
  await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
  // Sent (and the address stored) before going back; clicking earlier raced the form being
  // replaced by this message, which moves the "Volver" button under the pointer.
  await expect(page.getByRole('status')).toContainText('Te hemos enviado un enlace');
  await page.getByRole('button', { name: 'Volver a iniciar sesión con contraseña' }).click();
  await signIn(page, ana);
  await expectSignedInLayout(page, ana.email);
  await page.goto('/etiquetas');
  await page.getByRole('button', { name: 'Crear la primera etiqueta' }).click();
  await page.getByRole('dialog', { name: 'Nueva etiqueta' }).getByLabel('Nombre').fill('Privada de Ana');
  await page.getByRole('dialog', { name: 'Nueva etiqueta' }).getByRole('button', { name: 'Guardar etiqueta' }).click();
  await expect(page.getByRole('list', { name: 'Tus etiquetas' })).toContainText('Privada de Ana');
  expect((await almacenamiento(page)).sesionesFirebase).toBe(1);

  // The "Etiqueta creada." toast sits over "Cerrar sesión" (top right) and a pointer on it pauses
  // its timer; the user signs out once it has gone (the toast/header overlap has its own test in shell.spec).
  await expect(page.getByText('Etiqueta creada.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const tras = await almacenamiento(page);
  expect(tras.sesionesFirebase).toBe(0);
  expect(tras.local).toEqual([]);
  expect(tras.session).toEqual([]);

  await signIn(page, beto);
  await expectSignedInLayout(page, beto.email);
  await page.goto('/etiquetas');
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();
  await expect(page.getByText('Privada de Ana')).toHaveCount(0);
});
