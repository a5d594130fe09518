import { Cargando } from 'shared-firebase';
import { applyActionCode, checkActionCode } from 'shared-firebase/auth';
import estilos from '../../auth.module.css';
import { authDisponible } from '../../errors/auth-errors';
import { Resultado } from './Resultado';
import { useUnaVez } from './useUnaVez';

/** `mode=recoverEmail`: a change of address is undone from the address it left. */
export function RecuperarEmail({ oobCode }: { oobCode: string }) {
  const estado = useUnaVez(async () => {
    const info = await checkActionCode(authDisponible(), oobCode);
    await applyActionCode(authDisponible(), oobCode);
    return info.data.email ?? '';
  });
  if (estado.fase === 'cargando') return <Cargando texto="Restaurando tu correo…" />;
  if (estado.fase === 'error') return <Resultado titulo="No se pudo restaurar el correo" error={estado.mensaje} />;
  return (
    <Resultado titulo="Correo restaurado">
      <p className={estilos.authSuccess} role="status">
        Tu cuenta vuelve a usar {estado.valor}. Si no pediste el cambio, cambia tu contraseña ahora.
      </p>
    </Resultado>
  );
}
