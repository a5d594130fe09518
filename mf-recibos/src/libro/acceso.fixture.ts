// Test fixture: a person's access to a book as accepting an invitation writes it
// (dominio-recibos' datosDePersona), set up past the rules, for the tests that start from it.
import { datosDePersona, type Rol } from 'dominio-recibos';
import { escribirSinReglas } from 'tooling/rest';

/** `persona`'s access to book `libro` with `rol`, written past the rules (in `proyecto`'s emulator). */
export function accesoSinReglas(
  libro: string,
  persona: { uid: string; email: string },
  rol: Rol,
  proyecto?: string,
): Promise<void> {
  const invitacion = { id: 'I'.repeat(32), email: persona.email, rol, nombreDelLibro: 'Los Robles' };
  return escribirSinReglas(
    `users/${libro}/personas/${persona.uid}`,
    datosDePersona(invitacion, persona.uid, new Date()),
    proyecto,
  );
}
