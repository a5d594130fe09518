// Each team's styles reach only its own elements. Every stylesheet under shell/ and mf-*/ is a CSS
// Module (its classes renamed per file at build time), and each of its selectors names one of
// those classes, so it matches only an element that carries it, or sits inside one: elements the
// team renders. The shared kit (shared-firebase/src/ui) is the one global layer, owned by all.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The source folders the teams own: the shell's and each remote's (its Cloud Functions' too). */
function carpetasDeLosEquipos(): string[] {
  return readdirSync(RAIZ)
    .filter((carpeta) => carpeta === 'shell' || carpeta.startsWith('mf-'))
    .flatMap((carpeta) => [`${carpeta}/src`, `${carpeta}/funciones/src`])
    .filter((carpeta) => existsSync(path.join(RAIZ, carpeta)));
}

/** Files under the teams' source folders, relative to the repository. */
function archivos(extension: string): string[] {
  return carpetasDeLosEquipos().flatMap((carpeta) =>
    readdirSync(path.join(RAIZ, carpeta), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith(extension))
      .map((f) => path.join(carpeta, f)),
  );
}

type Componente = { type: string; name?: string; value?: string; kind?: string; selector?: Componente[] };

const COMBINADORES: Record<string, string> = {
  descendant: ' ',
  child: ' > ',
  'next-sibling': ' + ',
  'later-sibling': ' ~ ',
};

/** A selector as written, near enough to find it in the file. */
function comoTexto(selector: Componente[]): string {
  return selector
    .map((c) => {
      if (c.type === 'class') return `.${c.name}`;
      if (c.type === 'type') return c.name;
      if (c.type === 'combinator') return COMBINADORES[c.value ?? ''] ?? ' ';
      if (c.type === 'pseudo-class' && c.kind === 'global') return `:global(${comoTexto(c.selector ?? [])})`;
      return c.type === 'pseudo-class' ? `:${c.kind}` : `[${c.type}]`;
    })
    .join('');
}

/**
 * Selectors that can match an element outside the file's own classes: none outside `:global(…)`,
 * or one whose neighbour is styled (`.mia + p`; `.mia input + span` stays inside `.mia`).
 */
export function selectoresSinAmbito(nombre: string, css: string): string[] {
  const sueltos: string[] = [];
  transform({
    filename: nombre,
    code: Buffer.from(css),
    cssModules: true,
    visitor: {
      Selector(selector) {
        // fuera: no own class yet; sobre: this element has one; dentro: inside such an element.
        let donde: 'fuera' | 'sobre' | 'dentro' = 'fuera';
        for (const c of selector as Componente[]) {
          if (c.type === 'class' && donde === 'fuera') donde = 'sobre';
          if (c.type !== 'combinator' || donde !== 'sobre') continue;
          donde = c.value === 'next-sibling' || c.value === 'later-sibling' ? 'fuera' : 'dentro';
        }
        if (donde === 'fuera') sueltos.push(comoTexto(selector as Componente[]));
      },
    },
  });
  return sueltos;
}

/** `.rec-doc__sello` → `recDocSello`, as the build exports it (CSS_MODULES, camelCase only). */
const enCamelCase = (clase: string) => clase.replace(/[-_]+(\w)/g, (_, letra: string) => letra.toUpperCase());

/** The classes a stylesheet defines, by the names the code reads. */
function clasesDe(hoja: string): Set<string> {
  const { exports } = transform({ filename: hoja, code: readFileSync(hoja), cssModules: true });
  return new Set(Object.keys(exports ?? {}).map(enCamelCase));
}

/** Each component's `estilos.x` that its stylesheet does not define (it would render no class). */
function clasesQueFaltan(): string[] {
  return archivos('.tsx').flatMap((componente) => {
    const codigo = readFileSync(path.join(RAIZ, componente), 'utf8');
    const hoja = /import estilos from '(.+\.module\.css)'/.exec(codigo)?.[1];
    if (!hoja) return [];
    const definidas = clasesDe(path.resolve(RAIZ, path.dirname(componente), hoja));
    return [...codigo.matchAll(/estilos\.(\w+)/g)]
      .map((m) => m[1] ?? '')
      .filter((clase) => !definidas.has(clase))
      .map((clase) => `${componente}: estilos.${clase}`);
  });
}

describe('styles stay within their team', () => {
  const hojas = archivos('.css');

  it('finds the teams’ stylesheets', () => {
    expect(hojas.length).toBeGreaterThan(5);
  });

  it.each(hojas)('%s is a CSS Module whose every selector names its own class', (hoja) => {
    expect(hoja).toMatch(/\.module\.css$/);
    expect(selectoresSinAmbito(hoja, readFileSync(path.join(RAIZ, hoja), 'utf8'))).toEqual([]);
  });

  it('every class a component reads is one its stylesheet defines', () => {
    expect(clasesQueFaltan()).toEqual([]);
  });

  it('the check reports an element, the root, a global class and a neighbour', () => {
    const css = `.propia, .propia td, .propia input + span, p .propia { color: red }
      td, :root, :global(.ajena) p, .propia + p { color: red }
      @media print { .propia { color: red } body { color: red } }`;
    expect(selectoresSinAmbito('planta.module.css', css)).toEqual([
      'td',
      ':root',
      ':global(.ajena) p',
      '.propia + p',
      'body',
    ]);
  });
});
