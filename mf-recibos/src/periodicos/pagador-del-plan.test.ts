import { describe, expect, it } from 'vitest';
import type { Pagador } from '../pagadores/types';
import { pagadorCambiado, pagadorDelGuardado } from './pagador-del-plan';

const lucia: Pagador = { id: 'p1', nombre: 'Lucía Gómez', documento: '12345678Z', email: 'lucia@nuevo.es' };
const otro: Pagador = { id: 'p2', nombre: 'Diego Ruiz', email: 'diego@x.es' };

describe('pagadorCambiado', () => {
  it('finds the saved payer by tax ID and lists what changed since the plan copied it', () => {
    const cambio = pagadorCambiado({ nombre: 'Lucía Gómez', documento: '12.345.678-z', email: 'lucia@viejo.es' }, [
      otro,
      lucia,
    ]);
    expect(cambio?.guardado.id).toBe('p1');
    // The tax ID written otherwise is the same one: only the e-mail changed.
    expect(cambio?.campos).toEqual([{ campo: 'email', enElPlan: 'lucia@viejo.es', guardado: 'lucia@nuevo.es' }]);
  });

  it('else by e-mail (a payer renamed since), else by name in any case and accents', () => {
    expect(
      pagadorCambiado({ nombre: 'L. Gómez', email: 'Lucia@Nuevo.es' }, [lucia])?.campos.map((c) => c.campo),
    ).toEqual(['nombre', 'documento']);
    expect(pagadorCambiado({ nombre: 'lucia gomez' }, [lucia])?.guardado.id).toBe('p1');
  });

  it('never takes for the same payer one of the same name or e-mail with another tax ID', () => {
    expect(pagadorCambiado({ nombre: 'Lucía Gómez', documento: '87654321X' }, [lucia])).toBeNull();
    expect(pagadorCambiado({ nombre: 'Otra', documento: '87654321X', email: 'lucia@nuevo.es' }, [lucia])).toBeNull();
  });

  it('says nothing when the copy is the saved payer, or no saved payer is it', () => {
    expect(
      pagadorCambiado({ nombre: 'Lucía Gómez', documento: '12345678Z', email: 'lucia@nuevo.es' }, [lucia]),
    ).toBeNull();
    expect(pagadorCambiado({ nombre: 'Ana Sin Guardar', email: 'ana@x.es' }, [lucia, otro])).toBeNull();
  });
});

it('pagadorDelGuardado takes the four details a receipt carries, without empty ones', () => {
  expect(pagadorDelGuardado({ ...lucia, telefono: ' ', direccion: 'Calle 1', concepto: 'Alquiler' })).toEqual({
    nombre: 'Lucía Gómez',
    documento: '12345678Z',
    email: 'lucia@nuevo.es',
  });
});
