import { RECHAZOS_DEL_ENVIO } from 'dominio-recibos';
import { describe, expect, it } from 'vitest';
import type { Recibo } from '../recibos/types';
import { EnvioNoRealizado } from './api/envios';
import { enviarVarios, SIN_CORREO_DEL_PAGADOR, YA_ENVIADO } from './enviar-varios';

const recibo = (id: string, email?: string) => ({ id, pagador: { nombre: id, ...(email ? { email } : {}) } }) as Recibo;

describe("a group's receipts sent by e-mail", () => {
  it('sends each in order; one without an address says so; the limit stops the rest, each saying why', async () => {
    const llamados: string[] = [];
    const enviar = async (r: Recibo) => {
      llamados.push(r.id);
      if (r.id === 'c') throw new EnvioNoRealizado('No se envió. El servidor de correo rechazó el envío.', null);
      if (r.id === 'd') throw new EnvioNoRealizado(RECHAZOS_DEL_ENVIO.limite, 'limite');
    };
    const avance: number[] = [];
    const resultados = await enviarVarios(
      [recibo('a', 'a@x.es'), recibo('b'), recibo('c', 'c@x.es'), recibo('d', 'd@x.es'), recibo('e', 'e@x.es')],
      enviar,
      (n) => avance.push(n),
    );
    expect(llamados).toEqual(['a', 'c', 'd']);
    expect(Object.fromEntries(resultados)).toEqual({
      a: { enviado: true },
      b: { enviado: false, motivo: SIN_CORREO_DEL_PAGADOR },
      c: { enviado: false, motivo: 'No se envió. El servidor de correo rechazó el envío.' },
      d: { enviado: false, motivo: RECHAZOS_DEL_ENVIO.limite },
      e: { enviado: false, motivo: RECHAZOS_DEL_ENVIO.limite },
    });
    expect(avance).toEqual([1, 2, 3, 4, 5]);
  });

  // A group resumed after a reload lists the receipts issued before it: those already e-mailed
  // were sent a second time.
  it('does not send again a receipt already sent (or tried) by e-mail', async () => {
    const llamados: string[] = [];
    const enviado = { ...recibo('a', 'a@x.es'), salida: { via: 'correo', en: new Date() } } as Recibo;
    const resultados = await enviarVarios([enviado, recibo('b', 'b@x.es')], async (r) => {
      llamados.push(r.id);
    });
    expect(llamados).toEqual(['b']);
    expect(resultados.get('a')).toEqual({ enviado: false, motivo: YA_ENVIADO });
  });
});
