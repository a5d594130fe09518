import type { PerfilEmisor } from './types';

/** An issuer with every detail filled in, as the tests of the profile use it. */
export const PERFIL_COMPLETO: PerfilEmisor = {
  nombre: 'Academia Sol S.L.',
  documento: 'B12345674',
  direccion: 'Calle Mayor 1, 2.º',
  codigoPostal: '28013',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  pais: 'España',
  email: 'hola@academiasol.es',
  telefono: '+34 600 12 34 56',
  moneda: 'CLP',
  metodoPago: 'bizum',
  firma: 'M20 70L60 20L90 80L130 30M150 60L280 55',
};
