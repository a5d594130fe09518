// The test command type-checks the repository as one program (tsconfig.json at the root); each
// package's own tsconfig.json is what its team checks alone. The root one must cover every file
// of every package's, with the same compiler options, or the test command would check less.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));

function leer(archivo: string) {
  const config = ts.getParsedCommandLineOfConfigFile(
    archivo,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`No se pudo leer ${archivo}`);
  // Paths and the config's own location aside, the options that decide what is an error.
  const { configFilePath, pathsBasePath, ...opciones } = config.options;
  return { archivos: config.fileNames, opciones };
}

const PAQUETES = [
  ...readdirSync(RAIZ).filter((d) => /^(shell|mf-[a-z]+|shared-firebase|tooling|e2e|bench)$/.test(d)),
  'bench/monolito',
].map((d) => path.join(RAIZ, d, 'tsconfig.json'));

describe('the root tsconfig.json checks what each package checks', () => {
  const raiz = leer(path.join(RAIZ, 'tsconfig.json'));

  it.each(PAQUETES.map((p) => [path.relative(RAIZ, p), p]))('%s: every file, same options', (_, archivo) => {
    const paquete = leer(archivo);
    expect(paquete.archivos.length).toBeGreaterThan(0);
    expect(paquete.archivos.filter((f) => !raiz.archivos.includes(f))).toEqual([]);
    expect(paquete.opciones).toEqual(raiz.opciones);
  });
});
