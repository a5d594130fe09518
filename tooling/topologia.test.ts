// Every port the project listens on is declared in topologia.json: here, no two uses meet, and a
// browser may open each (the E2E suite and the bench run their servers side by side).
import { describe, expect, it } from 'vitest';
import { APPS, EMULADORES, PUERTOS } from './topologia.mjs';

/** A deployment served from `base`: its shell there, each remote on the next ports. */
const despliegue = (nombre: string, base: number) =>
  APPS.map((app, i) => [`${nombre}: ${app.nombre}`, base + i] as const);

const USOS: ReadonlyArray<readonly [string, number]> = [
  ...APPS.map((app) => [`desarrollo: ${app.nombre}`, app.puerto] as const),
  ...(['auth', 'firestore', 'functions', 'hub', 'logging'] as const).map(
    (e) => [`emulador ${e}`, EMULADORES[e].puerto] as const,
  ),
  ['maildev: SMTP', EMULADORES.correo.puerto],
  ['maildev: web', EMULADORES.correo.puertoWeb],
  ...despliegue('E2E', PUERTOS.e2e),
  ['E2E: shell sin configuración', PUERTOS.e2eSinConfiguracion],
  ['E2E: remoto de federation.spec', PUERTOS.e2eFederacion],
  ['candidato de deploy:check', PUERTOS.candidato],
  ['E2E: variante de despliegue.spec', PUERTOS.e2eDespliegue],
  ...despliegue('E2E producción', PUERTOS.e2eProduccion),
  ...despliegue('E2E versiones', PUERTOS.e2eVersiones),
  ['E2E versiones: sitio de mf-etiquetas', PUERTOS.e2eVersiones + APPS.length],
  ['control de fallos', PUERTOS.controlDeFallos],
  ['pruebas: servidor de correo que rechaza', PUERTOS.correoQueRechaza],
  ...despliegue('vista previa', PUERTOS.vistaPrevia),
  ...despliegue('bench', PUERTOS.bench),
  ['bench: monolito', PUERTOS.benchMonolito],
  ...despliegue('bench SPA', PUERTOS.benchSpa),
  ['bench SPA: monolito', PUERTOS.benchSpaMonolito],
  ['Lighthouse', PUERTOS.lighthouse],
];

/** Ports Chromium refuses to open (net/base/port_util.cc) in the range used here. */
const VETADOS_POR_CHROMIUM = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

describe('the ports of topologia.json', () => {
  it('no two uses share a port', () => {
    const porPuerto = new Map<number, string[]>();
    for (const [uso, puerto] of USOS) porPuerto.set(puerto, [...(porPuerto.get(puerto) ?? []), uso]);
    const compartidos = [...porPuerto.entries()].filter(([, usos]) => usos.length > 1);
    expect(compartidos).toEqual([]);
  });

  it('every one is one a browser opens, above the privileged range', () => {
    for (const [uso, puerto] of USOS) {
      expect(Number.isInteger(puerto) && puerto > 1023 && puerto < 65536, uso).toBe(true);
      expect(VETADOS_POR_CHROMIUM.has(puerto), uso).toBe(false);
    }
  });
});
