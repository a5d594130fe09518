// The issuer's details through the app's own modules, against both emulators: saved and read
// back, prefilling a receipt that keeps its own copy, shown on the payer's copy, and removed
// with the account.

import { borrarDatosDelUsuario } from 'dominio-recibos/datos-del-usuario';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import * as firestore from 'shared-firebase/firestore';
import { initEmulatorFirebase } from 'tooling/emulator-env';
import { leerSinReglas } from 'tooling/rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leerReciboPublico } from '../../recibos/api/lectura-publica';
import { compartirRecibo, crearRecibo } from '../../recibos/api/recibos';
import { actual, entrada } from '../../recibos/api/recibos.fixture';
import { emisorDelPerfil } from '../emisor-del-perfil';
import { PERFIL_VACIO, type PerfilEmisor } from '../types';
import { guardarPerfilEmisor, leerPerfilEmisor } from './perfil';

const { auth } = initEmulatorFirebase();
let uid = '';

const perfil: PerfilEmisor = {
  nombre: '  Academia Sol S.L. ',
  documento: 'B12345674',
  direccion: 'Calle Mayor 1',
  codigoPostal: '28013',
  ciudad: 'Madrid',
  provincia: '',
  pais: 'España',
  email: 'hola@academiasol.es',
  telefono: '+34 600 12 34 56',
  moneda: 'CLP',
  metodoPago: 'bizum',
  firma: 'M20 70L60 20L90 80',
};

beforeAll(async () => {
  const credencial = await createUserWithEmailAndPassword(auth, `emisor-${Date.now()}@recibos.test`, 'secreta123');
  uid = credencial.user.uid;
});

describe("the issuer's details", () => {
  it('are none before the first save, then read back trimmed, without the empty fields', async () => {
    expect(await leerPerfilEmisor()).toBeNull();
    await guardarPerfilEmisor(perfil);
    expect(await leerPerfilEmisor()).toEqual({ ...perfil, nombre: 'Academia Sol S.L.' });
    const guardado = await leerSinReglas(`users/${uid}/perfil/emisor`);
    expect(Object.keys(guardado?.fields ?? {}).sort()).toEqual(
      [
        'ciudad',
        'codigoPostal',
        'direccion',
        'documento',
        'email',
        'firma',
        'metodoPago',
        'moneda',
        'nombre',
        'pais',
        'telefono',
        'updatedAt',
      ].sort(),
    );
    // No usual currency or method: none stored, and none read back.
    await guardarPerfilEmisor({ ...perfil, moneda: '', metodoPago: '' });
    expect(await leerPerfilEmisor()).toMatchObject({ moneda: '', metodoPago: '' });
    // «España» pasted with a combining tilde: stored in NFC, which the rules require.
    await guardarPerfilEmisor({ ...perfil, pais: 'Espan\u0303a' });
    expect((await leerPerfilEmisor())?.pais).toBe('España');
    await guardarPerfilEmisor(perfil);
  });

  it('prefill a receipt that keeps its copy when they change, and that the payer sees', async () => {
    const emisor = emisorDelPerfil((await leerPerfilEmisor()) ?? PERFIL_VACIO);
    const recibo = await crearRecibo({ ...entrada('Con emisor'), emisor });
    await guardarPerfilEmisor({ ...perfil, nombre: 'Otro nombre', ciudad: 'Sevilla' });
    expect((await actual(recibo.id)).emisor).toEqual({
      nombre: 'Academia Sol S.L.',
      documento: 'B12345674',
      direccion: 'Calle Mayor 1\n28013 Madrid\nEspaña',
      contacto: 'hola@academiasol.es · +34 600 12 34 56',
      firma: 'M20 70L60 20L90 80',
    });
    const { token } = await compartirRecibo(await actual(recibo.id), 7);
    expect((await leerReciboPublico(token))?.emisor.direccion).toBe('Calle Mayor 1\n28013 Madrid\nEspaña');
  });

  it('sign the receipts issued after the signature is saved, never the earlier ones', async () => {
    await guardarPerfilEmisor({ ...perfil, firma: '' });
    const emitir = async (concepto: string) =>
      crearRecibo({ ...entrada(concepto), emisor: emisorDelPerfil((await leerPerfilEmisor()) ?? PERFIL_VACIO) });
    const antes = await emitir('Antes de firmar');
    await guardarPerfilEmisor({ ...perfil, firma: 'M1 1L200 90' });
    const despues = await emitir('Después de firmar');
    await guardarPerfilEmisor({ ...perfil, firma: 'M5 5L6 6' });
    expect((await actual(antes.id)).emisor.firma).toBeUndefined();
    expect((await actual(despues.id)).emisor.firma).toBe('M1 1L200 90');
    const { token } = await compartirRecibo(await actual(despues.id), 7);
    expect((await leerReciboPublico(token))?.emisor.firma).toBe('M1 1L200 90');
  });

  it('go with the account', async () => {
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    expect(await leerPerfilEmisor()).toBeNull();
  });
});
