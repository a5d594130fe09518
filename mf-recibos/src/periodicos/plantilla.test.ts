import { describe, expect, it } from 'vitest';
import { conceptoDelPlan } from './plantilla';

const plan = (siguiente: string | null, ultimoPeriodo: string | null) => ({
  plantilla: { concepto: 'Alquiler {mes} {año}' } as never,
  siguiente,
  ultimoPeriodo,
  inicio: '2026-11-01',
});

// A plan was listed and titled by its raw template, «Alquiler {mes} {año}».
describe("a plan's concept as people read it", () => {
  it('is its next receipt’s, or its last one’s when it issues no more, or its first one’s', () => {
    expect(conceptoDelPlan(plan('2027-01-01', '2026-12'))).toBe('Alquiler enero 2027');
    expect(conceptoDelPlan(plan(null, '2026-12'))).toBe('Alquiler diciembre 2026');
    expect(conceptoDelPlan(plan(null, null))).toBe('Alquiler noviembre 2026');
  });
});
