import { Boton } from 'shared-firebase';
import { quitarSustituciones, sustitucionesVigentes } from '../federation/sobrescritura';
import estilos from './aviso-remotos-sustituidos.module.css';

/**
 * Development builds only (App loads it behind `process.env.NODE_ENV`): says which remotes this
 * browser loads from an overridden address, with the one-click way back.
 */
export default function AvisoRemotosSustituidos() {
  const sustituciones = Object.entries(sustitucionesVigentes());
  if (sustituciones.length === 0) return null;
  return (
    <section className={estilos.avisoSustituidos} aria-label="Remotos sustituidos">
      <p>
        <strong>Desarrollo:</strong> en este navegador{' '}
        {sustituciones.length === 1 ? 'este remoto se carga' : 'estos remotos se cargan'} desde otra dirección:
      </p>
      <ul>
        {sustituciones.map(([nombre, url]) => (
          <li key={nombre}>
            <code>{nombre}</code> → <code>{url}</code>
          </li>
        ))}
      </ul>
      <Boton variante="secundario" pequeno onClick={quitarSustituciones}>
        Volver a los remotos configurados
      </Boton>
    </section>
  );
}
