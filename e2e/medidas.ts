import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface MedidaJs {
  url: string;
  bytes: number;
  gzip: number;
}

/** Records every JavaScript response of a page load (cold cache: use a new context). */
export function registrarJs(page: Page) {
  const js: MedidaJs[] = [];
  const pendientes: Promise<void>[] = [];
  page.on('response', (response) => {
    const tipo = response.headers()['content-type'] ?? '';
    if (!tipo.includes('javascript')) return;
    pendientes.push(
      response
        .body()
        .then((body) => {
          js.push({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
        })
        .catch(() => {}),
    );
  });
  return {
    js,
    async total() {
      await Promise.all(pendientes);
      return {
        peticiones: js.length,
        bytes: js.reduce((s, m) => s + m.bytes, 0),
        gzip: js.reduce((s, m) => s + m.gzip, 0),
      };
    },
  };
}

/** Shared packages actually loaded in the page, and from how many different builds each came. */
export async function compartidosCargados(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__: Record<string, unknown> } })
      .__FEDERATION__;
    const resultado: Record<string, Set<string>> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}) as Record<string, unknown>[]) {
      for (const paquetes of Object.values(scopes) as Record<
        string,
        Record<string, { loaded?: boolean; from?: string }>
      >[]) {
        for (const [nombre, versiones] of Object.entries(paquetes)) {
          for (const [version, info] of Object.entries(versiones)) {
            if (!info.loaded) continue;
            resultado[nombre] ??= new Set();
            resultado[nombre].add(`${version}@${info.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(resultado).map(([k, v]) => [k, v.size]));
  });
}
