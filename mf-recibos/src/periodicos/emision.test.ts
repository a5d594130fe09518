import { describe, expect, it } from 'vitest';
import { cobroDelPlan, reciboDelCobro } from './emision';
import { programacionDelForm, programacionInicial } from './formulario';
import type { Plan } from './types';

const plan: Plan = {
  id: 'PlanDeAlquiler000001',
  frecuencia: 'mensual',
  dia: 1,
  inicio: '2026-12-01',
  fin: null,
  enviarPorCorreo: true,
  cobro: 'al-confirmar',
  plantilla: {
    emisor: { nombre: 'Lucía Arrendadora', firma: 'M0 0L1 1' },
    pagador: { nombre: 'Carla Inquilina', email: 'carla@ejemplo.es' },
    concepto: 'Alquiler {mes} {año}',
    lineas: [{ descripcion: 'Renta de {mes}', cantidad: 1, precioUnitario: 85_000 }],
    moneda: 'EUR',
    metodoPago: 'transferencia',
    etiquetas: ['alquileres', 'borrada'],
    notas: '',
    alquiler: { inmueble: 'Calle Mayor 1' },
    recibi: true,
  },
  estado: 'activo',
  siguiente: '2026-12-01',
  ultimoPeriodo: null,
  emitidos: 3,
  fallo: null,
  actualizadoEn: 0,
};

describe('a plan that waits for the payment to be confirmed', () => {
  it('makes on its date a charge under the id its receipt will take, with the receipt as it was due', () => {
    const hecho = cobroDelPlan(plan, '2026-12-01', new Set(['alquileres']), 'ahora');
    if ('fallo' in hecho) throw new Error(hecho.fallo.fallo ?? '');
    expect(hecho.cobroId).toBe('PlanDeAlquiler000001-2026-12');
    expect(hecho.cobro).toEqual({
      plan: { id: 'PlanDeAlquiler000001', periodo: '2026-12' },
      fecha: '2026-12-01',
      entrada: {
        // No signature: the one saved when the payment is confirmed.
        emisor: { nombre: 'Lucía Arrendadora' },
        pagador: { nombre: 'Carla Inquilina', email: 'carla@ejemplo.es' },
        concepto: 'Alquiler diciembre 2026',
        lineas: [{ descripcion: 'Renta de diciembre', cantidad: 1, precioUnitario: 85_000 }],
        moneda: 'EUR',
        metodoPago: 'transferencia',
        etiquetas: ['alquileres'],
        notas: '',
        alquiler: { inmueble: 'Calle Mayor 1', desde: '2026-12-01', hasta: '2026-12-31' },
        recibi: true,
        fecha: '2026-12-01',
      },
      enviarPorCorreo: true,
      createdAt: 'ahora',
    });
    // The plan moves on to its next date; nothing issued, nothing counted.
    expect(hecho.plan).toEqual({ siguiente: '2027-01-01', ultimoPeriodo: '2026-12', emitidos: 3, updatedAt: 'ahora' });
  });

  it('pauses instead when its template would make a receipt the form refuses', () => {
    const roto: Plan = { ...plan, plantilla: { ...plan.plantilla, concepto: '   ' } };
    const hecho = cobroDelPlan(roto, '2026-12-01', new Set(), 'ahora');
    expect(hecho).toMatchObject({ fallo: { estado: 'pausado', siguiente: null, updatedAt: 'ahora' } });
    expect('fallo' in hecho && hecho.fallo.fallo).toMatch(/^No se pudo preparar el cobro del 1 de diciembre de 2026: /);
  });

  it('issues the receipt dated the day the payment is confirmed, for the period it was due, signed as today', () => {
    const hecho = cobroDelPlan(plan, '2026-12-01', new Set(), 'ahora');
    if ('fallo' in hecho) throw new Error('no debía pausarse');
    const recibo = reciboDelCobro(hecho.cobro.entrada, '2027-01-04', 'M1 1L2 2');
    expect(recibo.fecha).toBe('2027-01-04');
    expect(recibo.alquiler).toEqual({ inmueble: 'Calle Mayor 1', desde: '2026-12-01', hasta: '2026-12-31' });
    expect(recibo.concepto).toBe('Alquiler diciembre 2026');
    expect(recibo.emisor).toEqual({ nombre: 'Lucía Arrendadora', firma: 'M1 1L2 2' });
    expect(reciboDelCobro(hecho.cobro.entrada, '2027-01-04', null).emisor).toEqual({ nombre: 'Lucía Arrendadora' });
  });
});

describe('the mode a plan is saved with', () => {
  it('is «al confirmar el cobro» for a new plan; a plan saved before the choice shows as automatic', () => {
    expect(programacionInicial(null, '2026-11-29').cobro).toBe('al-confirmar');
    const { cobro: _sin, ...antiguo } = plan;
    expect(programacionInicial(antiguo, '2026-11-29').cobro).toBe('automatico');
    expect(programacionDelForm(programacionInicial(plan, '2026-11-29')).cobro).toBe('al-confirmar');
  });
});
