import { Cargando } from 'shared-firebase';
import { applyActionCode } from 'shared-firebase/auth';
import { Link } from 'shared-firebase/router';
import estilos from '../../auth.module.css';
import { authDisponible } from '../../errors/auth-errors';
import { Resultado } from './Resultado';
import { useUnaVez } from './useUnaVez';

/** `mode=verifyEmail`: the address is verified on opening the link. */
export function VerificarEmail({ oobCode }: { oobCode: string }) {
  const estado = useUnaVez(async () => {
    await applyActionCode(authDisponible(), oobCode);
    await authDisponible().currentUser?.reload();
  });
  if (estado.fase === 'cargando') return <Cargando texto="Verificando tu correo…" />;
  if (estado.fase === 'error') return <Resultado titulo="No se pudo verificar el correo" error={estado.mensaje} />;
  return (
    <Resultado titulo="Correo verificado">
      <p className={estilos.authSuccess} role="status">
        Tu correo electrónico está verificado.
      </p>
      <p>
        <Link to="/cuenta">Ir a mi cuenta</Link>
      </p>
    </Resultado>
  );
}
