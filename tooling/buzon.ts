// The local mail server's inbox (maildev, started with the emulators), read through its REST API
// as the tests need it: the e-mails one address got, and an attachment's bytes. Each test sends to
// its own address, so test files running side by side never read each other's mail.
import { MAILDEV_URL, PUERTOS, SMTP_LOCAL } from './topologia.mjs';

/** maildev's SMTP address, and the port of a test's own stricter server. */
export { SMTP_LOCAL };
export const PUERTO_DEL_CORREO_QUE_RECHAZA = PUERTOS.correoQueRechaza;

export interface CorreoRecibido {
  id: string;
  subject: string;
  text: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  headers: Record<string, string>;
  attachments?: Array<{ filename: string; generatedFileName: string; contentType: string; size: number }>;
}

/** Every e-mail sent to `direccion`, oldest first. */
export async function correosA(direccion: string): Promise<CorreoRecibido[]> {
  const respuesta = await fetch(`${MAILDEV_URL}/api/email`);
  if (!respuesta.ok) throw new Error(`maildev no responde (${respuesta.status})`);
  const todos = (await respuesta.json()) as CorreoRecibido[];
  return todos.filter((c) => c.to.some((t) => t.address.toLowerCase() === direccion.toLowerCase()));
}

/** The bytes of an attachment of an e-mail, as its reader would download them. */
export async function adjunto(correo: CorreoRecibido, nombre: string): Promise<Uint8Array> {
  const archivo = correo.attachments?.find((a) => a.filename === nombre);
  if (!archivo) throw new Error(`El correo «${correo.subject}» no trae ${nombre}`);
  const respuesta = await fetch(
    `${MAILDEV_URL}/api/email/${correo.id}/attachment/${encodeURIComponent(archivo.generatedFileName)}`,
  );
  if (!respuesta.ok) throw new Error(`maildev no da el adjunto ${nombre} (${respuesta.status})`);
  return new Uint8Array(await respuesta.arrayBuffer());
}

/** The e-mail as the server received it (its headers as sent: Reply-To, which the API leaves out). */
export async function fuente(correo: CorreoRecibido): Promise<string> {
  const respuesta = await fetch(`${MAILDEV_URL}/api/email/${correo.id}/source`);
  if (!respuesta.ok) throw new Error(`maildev no da el original de «${correo.subject}» (${respuesta.status})`);
  return respuesta.text();
}
