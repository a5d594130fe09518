import { afterEach, describe, expect, it, vi } from 'vitest';
import { enSuTarea } from './lectura-en-su-tarea';

/** Lets every queued microtask run (a task started meanwhile would still be waiting). */
const microtareas = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('a read started in a task of its own', () => {
  it('does not start in the task that asked for it, and answers what the read answers', async () => {
    const leer = vi.fn(async (ruta: string, n: number) => `${ruta}:${n}`);
    const respuesta = enSuTarea(leer)('recibos', 3);
    await microtareas();
    expect(leer).not.toHaveBeenCalled();
    await expect(respuesta).resolves.toBe('recibos:3');
    expect(leer).toHaveBeenCalledWith('recibos', 3);
  });

  it('starts one read per task: the microtasks of the first run before the second starts', async () => {
    const orden: string[] = [];
    const primera = enSuTarea(async () => {
      orden.push('primera');
      queueMicrotask(() => queueMicrotask(() => orden.push('microtareas de la primera')));
    });
    const segunda = enSuTarea(async () => {
      orden.push('segunda');
    });
    await Promise.all([primera(), segunda()]);
    expect(orden).toEqual(['primera', 'microtareas de la primera', 'segunda']);
  });

  it('passes a failed read on as it failed', async () => {
    const fallo = new Error('permission-denied');
    await expect(enSuTarea(async () => Promise.reject(fallo))()).rejects.toBe(fallo);
  });
});

describe("shared-firebase/firestore's reads", () => {
  afterEach(() => {
    vi.doUnmock('firebase/firestore/lite');
    vi.resetModules();
  });

  it('start each in a task of its own', async () => {
    const empezadas: string[] = [];
    vi.resetModules();
    vi.doMock('firebase/firestore/lite', async (original) => ({
      ...(await original<typeof import('firebase/firestore/lite')>()),
      getDocs: async () => empezadas.push('getDocs'),
      getDoc: async () => empezadas.push('getDoc'),
      getAggregate: async () => empezadas.push('getAggregate'),
    }));
    const { getAggregate, getDoc, getDocs } = await import('./firestore');
    const lecturas = [getDocs({} as never), getDoc({} as never), getAggregate({} as never, {})];
    await microtareas();
    expect(empezadas).toEqual([]);
    await Promise.all(lecturas);
    expect(empezadas).toEqual(['getDocs', 'getDoc', 'getAggregate']);
  });
});
