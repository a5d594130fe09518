import { AccesoConEnlace } from './AccesoConEnlace';
import { RecuperarEmail } from './RecuperarEmail';
import { RestablecerContrasena } from './RestablecerContrasena';
import { Resultado } from './Resultado';
import { VerificarEmail } from './VerificarEmail';

/** Handles Firebase's email links under /login (`?mode=…&oobCode=…`). */
export function ActionHandler({ mode, oobCode }: { mode: string; oobCode: string }) {
  switch (mode) {
    case 'resetPassword':
      return <RestablecerContrasena oobCode={oobCode} />;
    case 'verifyEmail':
      return <VerificarEmail oobCode={oobCode} />;
    case 'signIn':
      return <AccesoConEnlace />;
    case 'recoverEmail':
      return <RecuperarEmail oobCode={oobCode} />;
    default:
      return <Resultado titulo="Enlace no válido" error="El enlace no es válido o ya se ha utilizado." />;
  }
}
