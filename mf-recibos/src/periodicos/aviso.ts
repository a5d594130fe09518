// The e-mail that tells the issuer a plan paused by itself (the recurring plans' function sends
// it, through the sending path and its daily limit): which plan, why, and where to resume it.
import type { Envio } from '../recibos/envio';
import { conceptoDelPlan } from './plantilla';
import type { Plan } from './types';

/** The plan's page in the app (`urlDeLaApp`: the shell's origin). */
export const enlaceDelPlan = (urlDeLaApp: string, planId: string) => `${urlDeLaApp}/recibos/periodicos/${planId}`;

export function avisoDePausa(plan: Plan, motivo: string, urlDeLaApp: string): Envio {
  const cual = `«${conceptoDelPlan(plan)}» para ${plan.plantilla.pagador.nombre}`;
  return {
    asunto: `Recibo periódico en pausa: ${conceptoDelPlan(plan)}`,
    texto: [
      'Hola:',
      '',
      `Tu recibo periódico ${cual} se ha pausado y no emitirá más recibos hasta que lo reanudes.`,
      '',
      `Por qué: ${motivo}`,
      '',
      `Revísalo y reanúdalo en ${enlaceDelPlan(urlDeLaApp, plan.id)}`,
    ].join('\n'),
  };
}
