import { describe, expect, it } from 'vitest';
import { describirPeriodo, mesCompleto, periodoDelMes } from './periodo';

describe('the period of a rent receipt', () => {
  it('spans a whole month, February of leap years included', () => {
    expect(periodoDelMes('2026-11')).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(periodoDelMes('2028-02')).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
    expect(periodoDelMes('2027-02')?.hasta).toBe('2027-02-28');
    expect(periodoDelMes('2026-13')).toBeNull();
    expect(periodoDelMes('')).toBeNull();
  });

  it('tells a whole month from a span', () => {
    expect(mesCompleto('2026-12-01', '2026-12-31')).toBe('2026-12');
    expect(mesCompleto('2026-12-01', '2026-12-30')).toBeNull();
    expect(mesCompleto('2026-11-15', '2026-12-14')).toBeNull();
  });

  it('says it as people do', () => {
    expect(describirPeriodo('2026-12-01', '2026-12-31')).toBe('diciembre de 2026');
    expect(describirPeriodo('2026-11-01', '2026-11-15')).toBe('del 1 al 15 de noviembre de 2026');
    expect(describirPeriodo('2026-11-15', '2026-12-14')).toBe('del 15 de noviembre al 14 de diciembre de 2026');
    expect(describirPeriodo('2026-12-15', '2027-01-14')).toBe('del 15 de diciembre de 2026 al 14 de enero de 2027');
    expect(describirPeriodo('2026-12-24', '2026-12-24')).toBe('24 de diciembre de 2026');
  });
});
