// A payer's certificate of a year's payments by e-mail (the callable enviarRecibo, with
// `certificado` in its data): the browser names the receipts, the function reads them and checks
// they are this account's, issued, of that year and of one payer; it reads the issuer's details,
// makes the certificate with the same module as the browser's download (its verification written
// in the commit that records the sending) and sends it as a receipt is sent (./correo.ts): recorded first, once per sending id, counted in the day's limit.
import {
  autorEnElLibro,
  codigoNuevo,
  haSalido,
  ID_DE_ENVIO,
  LIMITE_DE_ENVIOS_POR_DIA,
  marcaDeSalida,
  type RegistroDeEnvio,
  rutaDeLaVerificacion,
  verificacionDelCertificado,
} from 'dominio-recibos';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  type Certificado,
  certificadosDelAnio,
  correoDelCertificado,
  correoDelCertificadoAlPagador,
  faltaParaCertificar,
  MAX_RECIBOS_DEL_CERTIFICADO,
  nombreDelCertificado,
  paraVerificar,
} from '../../src/certificados/certificado';
import { emisorDelPerfil, perfilGuardado } from '../../src/emisor/emisor-del-perfil';
import { hoyEnEspana } from '../../src/periodicos/calendario';
import type { Recibo } from '../../src/recibos/types';
import { ANIOS } from '../../src/resumen/resumen';
import {
  type Correo,
  type Decision,
  entregarCorreo,
  libroDeLaPeticion,
  porQueNoEnvia,
  type RespuestaDeEnvio,
  referenciasDelEnvio,
  registrarDecision,
} from './correo';

export interface PeticionDeCertificado {
  uid: string;
  /** The book it certifies from: the caller's own when absent (./correo.ts, libroDeLaPeticion). */
  libro?: unknown;
  email: string | null;
  verificado: boolean;
  anio: unknown;
  reciboIds: unknown;
  envioId: unknown;
}

const ID_DE_RECIBO = /^[A-Za-z0-9_-]{1,128}$/;

const idsValidos = (ids: unknown): ids is string[] =>
  Array.isArray(ids) &&
  ids.length > 0 &&
  ids.length <= MAX_RECIBOS_DEL_CERTIFICADO &&
  ids.every((id) => typeof id === 'string' && ID_DE_RECIBO.test(id)) &&
  new Set(ids).size === ids.length;

export async function enviarCertificadoPorCorreo(
  db: Firestore,
  correo: Correo,
  peticion: PeticionDeCertificado,
  ahora = new Date(),
): Promise<RespuestaDeEnvio> {
  const { uid, anio, reciboIds, envioId } = peticion;
  const libro = libroDeLaPeticion(uid, peticion.libro);
  if (!libro) return { rechazo: 'datos' };
  if (typeof envioId !== 'string' || !ID_DE_ENVIO.test(envioId)) return { rechazo: 'datos' };
  if (typeof anio !== 'number' || !Number.isInteger(anio) || anio < ANIOS.desde || anio > ANIOS.hasta)
    return { rechazo: 'datos' };
  if (!idsValidos(reciboIds)) return { rechazo: 'datos' };
  const refs = referenciasDelEnvio(db, libro, envioId, ahora);
  const perfilRef = db.doc(`users/${libro}/perfil/emisor`);
  const reciboRefs = reciboIds.map((id) => db.doc(`users/${libro}/recibos/${id}`));
  const por = autorEnElLibro({ uid, libro, email: peticion.email });
  const verificado = peticion.verificado && Boolean(peticion.email);
  // Drawn once: a retried transaction writes the same code.
  const codigo = codigoNuevo();

  const decision = await db.runTransaction(async (tx) => {
    const impedimento = await porQueNoEnvia(tx, db, libro, uid);
    const [envio, contador, perfilLeido, ...leidos] = await tx.getAll(
      refs.envio,
      refs.contador,
      perfilRef,
      ...reciboRefs,
    );
    if (!envio || !contador || !perfilLeido) throw new Error('Firestore no devolvió los documentos pedidos');
    let decision: Decision<{ certificado: Certificado; perfil: ReturnType<typeof perfilGuardado> }>;
    const recibos = leidos.filter((d) => d.exists).map((d) => ({ ...(d.data() as Recibo), id: d.id }));
    // Every receipt named, issued, of that year and of one payer: one certificate, all of them in it.
    const certificados = certificadosDelAnio(anio, recibos);
    const perfil = perfilLeido.exists ? perfilGuardado(perfilLeido.data() ?? {}) : null;
    if (impedimento) decision = { rechazo: impedimento };
    else if (envio.exists) decision = { ya: envio.data() as RegistroDeEnvio };
    else if (!verificado) decision = { rechazo: 'sin-verificar' };
    else if (recibos.length < reciboIds.length) decision = { rechazo: 'no-existe' };
    else if (certificados.length !== 1 || certificados[0]?.recibos.length !== reciboIds.length)
      decision = { rechazo: 'datos' };
    else if (!perfil || faltaParaCertificar(perfil).length > 0) decision = { rechazo: 'sin-emisor' };
    else {
      const certificado = certificados[0];
      const para = correoDelCertificado(certificado);
      if (!para) decision = { rechazo: 'certificado-sin-correo' };
      else if (Number(contador.get('enviados') ?? 0) >= LIMITE_DE_ENVIOS_POR_DIA) decision = { rechazo: 'limite' };
      else decision = { para, recibo: { certificado, perfil } };
    }
    registrarDecision(tx, refs, decision, '', 'certificado', '', por);
    // Its verification, in the commit that records the sending: the PDF carries its code. And its
    // receipts leave the app with it (their numbers and amounts are in it: docs/decisiones/030),
    // marked before their content is read for the e-mail, as a receipt's own sending does.
    if ('para' in decision) {
      leidos.forEach((leido, i) => {
        if (!haSalido(leido.data() as Recibo))
          tx.update(
            reciboRefs[i] as (typeof reciboRefs)[number],
            marcaDeSalida('correo', FieldValue.serverTimestamp(), por?.uid),
          );
      });
      const emisor = emisorDelPerfil(decision.recibo.perfil);
      tx.create(
        db.doc(rutaDeLaVerificacion(codigo).join('/')),
        verificacionDelCertificado(
          paraVerificar(decision.recibo.certificado, { nombre: emisor.nombre, documento: emisor.documento ?? '' }),
          FieldValue.serverTimestamp(),
          por ? libro : undefined,
        ),
      );
    }
    return decision;
  });
  if ('ya' in decision) return { envioId, estado: decision.ya.estado, motivo: decision.ya.motivo, repetido: true };
  if ('rechazo' in decision) return { rechazo: decision.rechazo };
  const { certificado, perfil } = decision.recibo;
  const entrega = await entregarCorreo(correo, refs.envio, decision.para, peticion.email, async () => {
    const emisor = emisorDelPerfil(perfil);
    const { certificadoEnPdf } = await import('../../src/certificados/pdf/certificadoEnPdf');
    return {
      ...correoDelCertificadoAlPagador(certificado, emisor.nombre),
      archivo: nombreDelCertificado(certificado),
      pdf: await certificadoEnPdf({
        certificado,
        emisor,
        lugar: perfil.ciudad.trim(),
        fecha: hoyEnEspana(ahora),
        verificacion: { origen: correo.urlDeLaApp, codigo },
      }),
    };
  });
  return { envioId, ...entrega, repetido: false };
}
