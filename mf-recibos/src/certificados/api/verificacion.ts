// A certificate's verification document (verificaciones/{código}), written when the certificate
// is downloaded: its PDF carries the QR of that code. The sending function writes its own
// (Admin SDK) with the same builder, dominio-recibos's verificacionDelCertificado.
import { codigoNuevo, rutaDeLaVerificacion, verificacionDelCertificado } from 'dominio-recibos';
import { doc, serverTimestamp, sesionActual, setDoc } from 'shared-firebase/firestore';
import { type Certificado, paraVerificar } from '../certificado';

/** Writes the certificate's verification under a new code, and gives the code. */
export async function registrarCertificado(
  certificado: Certificado,
  emisor: { nombre: string; documento: string },
): Promise<string> {
  const { db, libro, uid } = sesionActual();
  const codigo = codigoNuevo();
  await setDoc(
    doc(db, ...rutaDeLaVerificacion(codigo)),
    // Made in someone else's book (a person with «Emisión»), it names the book: its issuer is read there.
    verificacionDelCertificado(
      paraVerificar(certificado, emisor),
      serverTimestamp(),
      libro === uid ? undefined : libro,
    ),
  );
  return codigo;
}
