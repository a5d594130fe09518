import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@recibos.test', password: 'demo1234' };
export const ADMIN = { email: 'admin@recibos.test', password: 'admin1234' };

/** Remote locations the shell under test reads from /remotes.json (set by scripts/e2e.mjs). */
export const REMOTES: Record<string, string> = JSON.parse(process.env.E2E_REMOTES ?? '{}');
export const NO_CONFIG_URL = process.env.E2E_NO_CONFIG_URL ?? 'http://127.0.0.1:4010';

export async function signIn(page: Page, user = DEMO) {
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function expectSignedInLayout(page: Page, email = DEMO.email) {
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveText(email);
}

/** A link of the main navigation (the brand also says "Recibos"). */
export function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name, exact: true });
}
