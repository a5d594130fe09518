// The deploy check (`pnpm --filter <remote> deploy:check`), run the way a team runs it against
// what is deployed (here, these E2E servers): builds of mf-etiquetas made to fail it, one reason
// each, are refused with that reason; the real build passes.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveBuilds } from '../scripts/lib/serve-builds.mjs';
import { AUTH_URL, FIRESTORE_URL, PUERTOS } from '../tooling/topologia.mjs';
import { E2E_SHELL } from './puertos';
import { borrarVariante, construirVariante, RAIZ } from './variantes';

/** A second, production-like deployment of main (shell and its four remotes on the next ports). */
const PUERTO_PRODUCCION = PUERTOS.e2eProduccion;

/** Runs the check for a candidate build; resolves with its exit code and everything it printed. */
function comprobar(
  candidato: string,
  {
    shell = E2E_SHELL,
    entorno = {},
    sinHumo = false,
  }: { shell?: string; entorno?: Record<string, string>; sinHumo?: boolean } = {},
): Promise<{ codigo: number; salida: string }> {
  // The check runs its own Playwright: none of this run's worker settings may leak into it, nor
  // the folder pnpm was called from (INIT_CWD: the candidate's path is absolute anyway).
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(TEST_|PW_|PLAYWRIGHT_|INIT_CWD$)/.test(k))),
    ...entorno,
  };
  const args = [
    'scripts/comprobar-despliegue.mjs',
    'mf-etiquetas',
    '--against',
    `${shell}/remotes.json`,
    ...(sinHumo ? ['--sin-humo'] : []),
  ];
  return new Promise((resolve) => {
    execFile(
      'node',
      [...args, '--candidato', candidato],
      { cwd: RAIZ, env, maxBuffer: 50e6 },
      (error, stdout, stderr) => resolve({ codigo: error ? Number(error.code ?? 1) : 0, salida: `${stdout}${stderr}` }),
    );
  });
}

/** What the check concluded: the lines from its verdict on. */
const veredicto = (salida: string) => salida.slice(salida.search(/^[✓✗] /m));

test.describe('deploy check', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the real build of mf-etiquetas may go out', async () => {
    const { codigo, salida } = await comprobar(path.join(RAIZ, 'mf-etiquetas'));
    expect(veredicto(salida)).toContain('✓ mf-etiquetas se puede desplegar');
    expect(codigo).toBe(0);
  });

  test('against a deployment whose CSP names only its own remotes, as production does', async () => {
    // Main's builds on other ports, served like Hosting serves them: the shell's CSP allows its
    // configured remotes and nothing else, so not the candidate the check serves on 127.0.0.1.
    // The browser takes them and Firebase (the emulators) for public addresses, as in production,
    // so a public page loading the local candidate meets Local Network Access too.
    const produccion = await serveBuilds({ basePort: PUERTO_PRODUCCION });
    const publicas = [produccion.shellOrigin, ...Object.values(produccion.remotes), AUTH_URL, FIRESTORE_URL].map(
      (url) => new URL(url as string).host,
    );
    try {
      const { codigo, salida } = await comprobar(path.join(RAIZ, 'mf-etiquetas'), {
        shell: produccion.shellOrigin,
        entorno: { HUMO_DIRECCIONES_PUBLICAS: publicas.join(',') },
      });
      expect(veredicto(salida)).toContain('✓ mf-etiquetas se puede desplegar');
      expect(codigo).toBe(0);
    } finally {
      await produccion.close();
    }
  });

  // A static refusal (ranges, modules, contract) is decided before the smoke test: those run with
  // --sin-humo, which skips the browser tour that cannot change their verdict.
  const rotos: Array<{
    caso: string;
    cambios: Record<string, [string, string]>;
    motivo: RegExp;
    estatico?: boolean;
  }> = [
    {
      caso: 'a shared library range the deployed shell does not satisfy (built for React 18)',
      cambios: { 'package.json': ['"react": "^19.3.1"', '"react": "^18.3.1"'] },
      motivo:
        /Biblioteca compartida incompatible: react — mf_etiquetas pide \^18\.3\.1 y el shell desplegado ofrece 19\.\d+\.\d+\./,
      estatico: true,
    },
    {
      caso: 'an exposed module renamed (./Etiquetas → ./KitEtiquetas)',
      cambios: {
        'contrato.ts': [
          "  Etiquetas: './src/etiquetas/public-api.ts',",
          "  KitEtiquetas: './src/etiquetas/public-api.ts',",
        ],
      },
      motivo: /Módulo expuesto que falta: \.\/Etiquetas \(lo expone la versión desplegada de mf_etiquetas/,
      estatico: true,
    },
    {
      caso: 'a contract type consumers can no longer use (a new required prop of EtiquetaPicker)',
      cambios: { 'contrato.ts': ['legend?: string }>', 'legend?: string; maximo: number }>'] },
      motivo:
        /Contrato incompatible \(mf-etiquetas\/contrato\.ts frente al desplegado\) en Etiquetas\.EtiquetaPicker: Property .maximo. is missing/,
      estatico: true,
    },
    {
      caso: 'a page that throws on load',
      cambios: {
        'src/etiquetas/pages/EtiquetasPage.tsx': [
          'export default function EtiquetasPage() {',
          "export default function EtiquetasPage() {\n  if (Date.now() > 0) throw new Error('fallo al cargar');",
        ],
      },
      motivo: /Prueba de humo: con el candidato, \/etiquetas: No se pudo cargar las etiquetas\./,
    },
  ];
  for (const [i, { caso, cambios, motivo, estatico = false }] of rotos.entries()) {
    test(`refused: ${caso}`, async () => {
      const nombre = `puerta-${i}`;
      try {
        const { codigo, salida } = await comprobar(construirVariante(nombre, cambios), { sinHumo: estatico });
        const conclusion = veredicto(salida);
        console.log(`${caso}:\n${conclusion}`); // the evidence, in the run's log
        expect(conclusion).toMatch(/^✗ No despliegues mf-etiquetas:/);
        expect(conclusion).toMatch(motivo);
        expect(codigo).toBe(1);
      } finally {
        borrarVariante(nombre);
      }
    });
  }
});
