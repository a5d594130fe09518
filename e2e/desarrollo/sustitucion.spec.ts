// A team running only its remote (docs/arquitectura.md, "Trabajar en un remoto contra los demás"):
// the development shell loads mf-etiquetas from another address given once as `?remoto=`, says so
// in a banner until reset, and goes back to the configured remotes with one click. Here the "team's
// remote" is another build of mf-etiquetas with a different heading, served on its own port.
import { expect, test } from '@playwright/test';
import { closeServer, serveDir } from '../../scripts/lib/servidor-hosting.mjs';
import { DEMO, entrar } from '../fixtures';
import { borrarVariante, construirVariante } from '../variantes';

const PUERTO = 4031;
const SUYO = `http://127.0.0.1:${PUERTO}/mf-manifest.json`;

test('?remoto= overrides one remote in this browser, with a banner and a one-click reset', async ({ page }) => {
  const dist = construirVariante('sustituto', {
    'src/etiquetas/pages/EtiquetasPage.tsx': [
      '<PageHeader titulo="Etiquetas">',
      '<PageHeader titulo="Etiquetas (mi rama)">',
    ],
  });
  const servidor = await serveDir({
    dir: dist,
    port: PUERTO,
    sitio: { headers: [{ source: '**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] }] },
  });
  try {
    const banner = page.getByRole('region', { name: 'Remotos sustituidos' });
    await entrar(page, DEMO, '/etiquetas');
    await expect(page.getByRole('heading', { level: 1, name: 'Etiquetas' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.goto(`/etiquetas?remoto=mf_etiquetas@${encodeURIComponent(SUYO)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Etiquetas (mi rama)' })).toBeVisible();
    await expect(banner).toContainText(`mf_etiquetas → ${SUYO}`);
    // Taken out of the address, kept in this browser: a plain reload keeps the override.
    await expect(page).toHaveURL(/\/etiquetas$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Etiquetas (mi rama)' })).toBeVisible();

    await banner.getByRole('button', { name: 'Volver a los remotos configurados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Etiquetas', exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    await closeServer(servidor);
    borrarVariante('sustituto');
  }
});
