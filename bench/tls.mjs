// A throwaway key and self-signed certificate for 127.0.0.1, so the bench serves the builds over
// HTTP/2 like Hosting does (browsers speak HTTP/2 only over TLS). Chromium is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ACEPTAR_CERTIFICADO = '--ignore-certificate-errors';

export function certificadoLocal() {
  const dir = mkdtempSync(path.join(tmpdir(), 'recibos-tls-'));
  try {
    const key = path.join(dir, 'clave.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
