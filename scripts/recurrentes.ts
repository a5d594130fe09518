// Issues the recurring receipts due on a day, with the very code the scheduled function runs
// (mf-recibos/funciones/src/periodicos.ts): the emulators do not run schedules, so this is how a
// person or a test makes the plans issue. Catches up as the function does (one receipt per date
// missed, in date order) and never issues one twice.
//   pnpm recurrentes                      what is due today (Spain's day), while `start` runs
//   pnpm recurrentes --fecha 2027-01-01   what would be due on that day
//   Real project: GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto pnpm recurrentes
// The receipts of plans that send by e-mail are sent too: locally to maildev (start's inbox); on a
// real project only with SMTP_URL and CORREO_REMITENTE set (otherwise they are issued, not sent).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { transporteSmtp, usuarioDeAuth } from '../mf-recibos/funciones/src/correo';
import { conectar, emitirPeriodicos } from '../mf-recibos/funciones/src/periodicos';
import { hoyEnEspana } from '../mf-recibos/src/periodicos/calendario';
import { fechaValida } from '../mf-recibos/src/recibos/validacion';
import { DIRECCION_AUTH, DIRECCION_FIRESTORE, PROYECTO_LOCAL, SHELL, SMTP_LOCAL } from '../tooling/topologia.mjs';

export async function main(argumentos: string[]): Promise<number> {
  const { values } = parseArgs({ args: argumentos, options: { fecha: { type: 'string' } } });
  const fecha = values.fecha ?? hoyEnEspana();
  if (!fechaValida(fecha)) {
    console.error(`«${fecha}» no es una fecha: escribe --fecha AAAA-MM-DD.`);
    return 2;
  }
  const local = !process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (local) {
    process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= DIRECCION_AUTH;
  }
  const smtp = process.env.SMTP_URL ?? (local ? SMTP_LOCAL : undefined);
  // No Google metadata server here: skip the lookup (it only prints a warning).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const db = conectar(process.env.FIREBASE_PROJECT_ID ?? PROYECTO_LOCAL);
  const informe = await emitirPeriodicos(
    db,
    fecha,
    smtp
      ? {
          transporte: await transporteSmtp(smtp),
          remitente: process.env.CORREO_REMITENTE ?? 'Recibos <no-responder@recibos.test>',
          urlDeLaApp: process.env.URL_DE_LA_APP ?? (local ? `http://localhost:${SHELL.puerto}` : SHELL.origen),
          usuario: usuarioDeAuth,
        }
      : undefined,
  );
  const cuantos = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;
  console.log(
    `Recibos periódicos del ${fecha}: ${cuantos(informe.recibos, 'recibo emitido', 'recibos emitidos')}, de ${cuantos(informe.planes, 'plan con fecha vencida', 'planes con fecha vencida')}.`,
  );
  if (informe.cobros > 0)
    console.log(
      `  ${cuantos(informe.cobros, 'cobro pendiente de confirmar', 'cobros pendientes de confirmar')} (en «Cobros pendientes»).`,
    );
  if (informe.enviados > 0 || informe.sinEnviar.length > 0)
    console.log(`  Enviados por correo: ${informe.enviados}; sin enviar: ${informe.sinEnviar.length}.`);
  for (const { recibo, motivo } of informe.sinEnviar) console.log(`  Sin enviar ${recibo}: ${motivo}`);
  for (const { plan, motivo } of informe.pausados) console.log(`  Pausado ${plan}: ${motivo}`);
  if (informe.avisados > 0) console.log(`  Avisados por correo de una pausa: ${informe.avisados}.`);
  for (const { plan, error } of informe.errores) console.error(`  Error en ${plan}: ${error}`);
  await db.terminate();
  return informe.errores.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (codigo) => process.exit(codigo),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
