import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginDeLaPagina } from './runtime';

const COPIA = { soy: 'la copia de la página' };
let instancias = 0;

/** A federation instance of the real runtime offering React 19.3.1, asked for under `rango`. */
function pagina(rango: string, plugins: ModuleFederationRuntimePlugin[]) {
  instancias += 1;
  return createInstance({
    name: `pagina_${instancias}`,
    remotes: [],
    shared: {
      react: {
        version: '19.3.1',
        lib: () => COPIA,
        shareConfig: { singleton: true, strictVersion: true, requiredVersion: rango },
      },
    },
    plugins,
  });
}

// The runtime's semver builds its regular expressions with `new RegExp(source)` on every check:
// counting the constructions counts the checks.
const RegExpOriginal = globalThis.RegExp;
async function expresionesAlCargar(cargar: () => Promise<unknown>): Promise<{ creadas: number; valor: unknown }> {
  let creadas = 0;
  globalThis.RegExp = new Proxy(RegExpOriginal, {
    construct(objetivo, args) {
      creadas += 1;
      return Reflect.construct(objetivo, args);
    },
  });
  try {
    const valor = await cargar();
    return { creadas, valor };
  } finally {
    globalThis.RegExp = RegExpOriginal;
  }
}

/** The module the page gets for `react`, as a consuming build's code would. */
async function cargarReact(instancia: ReturnType<typeof pagina>): Promise<unknown> {
  const fabrica = await instancia.loadShare('react');
  return fabrica ? fabrica() : fabrica;
}

afterEach(() => {
  globalThis.RegExp = RegExpOriginal;
});

describe('the page plugin, resolving a shared module', () => {
  it('hands out the page copy of the very version asked for without the runtime semver', async () => {
    const instancia = pagina('^19.3.1', [pluginDeLaPagina()]);
    const { creadas, valor } = await expresionesAlCargar(() => cargarReact(instancia));
    expect(valor).toBe(COPIA);
    expect(creadas).toBe(0);
  });

  it('is what spares the semver: without it the same load builds regular expressions', async () => {
    const instancia = pagina('^19.3.1', []);
    const { creadas, valor } = await expresionesAlCargar(() => cargarReact(instancia));
    expect(valor).toBe(COPIA);
    expect(creadas).toBeGreaterThan(0);
  });

  it('leaves any other range to the runtime, which still checks it', async () => {
    const instancia = pagina('^19.0.0', [pluginDeLaPagina()]);
    const { creadas, valor } = await expresionesAlCargar(() => cargarReact(instancia));
    expect(valor).toBe(COPIA);
    expect(creadas).toBeGreaterThan(0);
  });

  it('never spares the check of an incompatible build: a strict singleton outside its range is refused', async () => {
    const instancia = pagina('^18.0.0', [pluginDeLaPagina()]);
    await expect(instancia.loadShare('react')).rejects.toThrow(/does not satisfy the requirement/);
  });
});
