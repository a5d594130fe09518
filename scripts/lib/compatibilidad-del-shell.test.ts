// The shell's compatibility exports against a deployment state's repository whose versions were
// published on known dates: an export stays while a live version published before its change does.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { revisarCompatibilidad } from './compatibilidad-del-shell.mjs';
import { ROOT } from './config.mjs';
import { confirmar, sincronizar } from './repositorio-de-despliegue.mjs';
import { canario, lanzar, publicar } from './versiones.mjs';

// Git without the developer's own settings (signing, hooks), as a machine with none has it.
const ENTORNO = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
let raiz: string;
let repositorio: string;
let despliegue: string;

beforeEach(() => {
  Object.assign(process.env, ENTORNO);
  raiz = mkdtempSync(path.join(tmpdir(), 'compatibilidad-'));
  repositorio = path.join(raiz, 'despliegue.git');
  despliegue = path.join(raiz, 'clon');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', repositorio], { env: process.env });
  sincronizar(despliegue, repositorio);
});
afterEach(() => {
  rmSync(raiz, { recursive: true, force: true });
  delete process.env.GIT_COMMITTER_DATE;
});

/** Publishes a stand-in build of mf-auth on `fecha`, committed as `pnpm versiones` commits it. */
function publicarEl(fecha: string, texto: string): string {
  const dist = path.join(raiz, texto);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_auth' }));
  writeFileSync(path.join(dist, 'pagina.js'), texto);
  process.env.GIT_COMMITTER_DATE = fecha;
  const { version } = publicar('mf-auth', { dist, despliegue });
  confirmar(despliegue, `publicar mf-auth ${version}`);
  return version;
}
function cambiar(fecha: string, cambio: () => unknown) {
  process.env.GIT_COMMITTER_DATE = fecha;
  cambio();
  confirmar(despliegue, 'cambio');
}

const BORRADO = {
  exportacion: 'borrarDatosDelUsuario',
  modulo: 'shared-firebase/firestore',
  remotos: ['mf-auth'],
  // The day mf-auth stopped calling the shell's copy.
  publicadasAntesDe: '2026-11-20T00:00:00Z',
};
const necesitan = () => revisarCompatibilidad(despliegue, [BORRADO])[0]?.quienLaNecesita.map((v) => v.version);

it('an export stays while a stable, previous or canary version published before its change is live', () => {
  const vieja = publicarEl('2026-11-10T10:00:00Z', 'vieja');
  cambiar('2026-11-10T11:00:00Z', () => lanzar('mf-auth', vieja, { despliegue }));
  expect(necesitan()).toEqual([vieja]);

  // A new version goes out: the old one is what a rollback returns to, so it is still needed.
  const nueva = publicarEl('2026-11-25T10:00:00Z', 'nueva');
  cambiar('2026-11-25T11:00:00Z', () => lanzar('mf-auth', nueva, { despliegue }));
  expect(necesitan()).toEqual([vieja]);

  // Another release leaves the old one out of remotes.json: nothing live needs the export.
  const otra = publicarEl('2026-11-26T10:00:00Z', 'otra');
  cambiar('2026-11-26T11:00:00Z', () => lanzar('mf-auth', otra, { despliegue }));
  expect(necesitan()).toEqual([]);

  // The old one back as a canary needs it again.
  cambiar('2026-11-27T11:00:00Z', () => canario('mf-auth', vieja, 10, { despliegue }));
  expect(necesitan()).toEqual([vieja]);
});

it('other remotes’ versions do not count, and a folder that is not a clone is refused', () => {
  const vieja = publicarEl('2026-11-10T10:00:00Z', 'vieja');
  cambiar('2026-11-10T11:00:00Z', () => lanzar('mf-auth', vieja, { despliegue }));
  expect(revisarCompatibilidad(despliegue, [{ ...BORRADO, remotos: ['mf-admin'] }])[0]?.quienLaNecesita).toEqual([]);
  expect(() => revisarCompatibilidad(raiz, [BORRADO])).toThrow('no es un clon del repositorio del despliegue');
  // An entry with a typo is refused rather than judged unneeded.
  expect(() => revisarCompatibilidad(despliegue, [{ ...BORRADO, remotos: ['mf-autn'] }])).toThrow('mf-autn');
  expect(() => revisarCompatibilidad(despliegue, [{ ...BORRADO, publicadasAntesDe: '20-11-2026' }])).toThrow(
    '20-11-2026',
  );
});

it('`pnpm versiones compatibilidad` reads the repository, and says the shell keeps nothing old today', () => {
  const salida = execFileSync(
    'node',
    ['scripts/versiones.mjs', 'compatibilidad', '--despliegue', path.join(raiz, 'otro'), '--repositorio', repositorio],
    { cwd: ROOT, encoding: 'utf8', env: process.env },
  );
  expect(salida).toContain('El shell no exporta nada solo por compatibilidad.');
});
