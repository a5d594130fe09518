import { aleatorio, RECHAZOS_DEL_ENVIO } from 'dominio-recibos';
import { FileDown, Mail } from 'lucide-react';
import { useState } from 'react';
import { Boton, Cargando, contar, ErrorDeCarga, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { perezoso } from 'shared-firebase/perezoso';
import { Link } from 'shared-firebase/router';
import { emisorDelPerfil } from '../../emisor/emisor-del-perfil';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { EnvioNoRealizado, enviarCertificado } from '../../envios/api/envios';
import { enviarUnoTrasOtro, type ResultadoDelEnvio } from '../../envios/enviar-varios';
import { useEsPropietario, usePuedeEmitir } from '../../libro/hooks/useLibro';
import { marcarSalidaDeVarios } from '../../recibos/api/recibos';
import { descargarArchivo } from '../../recibos/descarga';
import { formatearImportes } from '../../recibos/dinero';
import { hoy } from '../../recibos/formato';
import { useInvalidarRecibos } from '../../recibos/hooks/useRecibos';
import { ReciboCambiado } from '../../recibos/recibo-cambiado';
import type { Recibo } from '../../recibos/types';
import estilos from '../../resumen/resumen.module.css';
import { registrarCertificado } from '../api/verificacion';
import {
  type Certificado,
  certificadosDelAnio,
  correoDelCertificado,
  faltaParaCertificar,
  nombreDelCertificado,
} from '../certificado';

const SIN_CORREO = RECHAZOS_DEL_ENVIO['certificado-sin-correo'];
const YA_ENVIADO = 'Ya se le envió su certificado desde esta página: no se envía otra vez.';

const listas = perezoso(() => new Intl.ListFormat('es-ES', { type: 'conjunction' }));
const enLista = (partes: string[]) => listas().format(partes);

/** «Certificados de pagos»: one per payer of the year, downloaded as a PDF to print or send. */
export function Certificados({ anio, recibos }: { anio: number; recibos: readonly Recibo[] }) {
  const perfil = usePerfilEmisor();
  const { user } = useAuth();
  const { ejecutar, pendiente } = useAccion();
  const [envios, setEnvios] = useState<ReadonlyMap<string, ResultadoDelEnvio>>(new Map());
  const [enviando, setEnviando] = useState<{ hechos: number; de: number } | null>(null);
  const invalidar = useInvalidarRecibos();
  // A certificate is signed with the book's issuer details (verificaciones.rules): made by whoever
  // issues in it.
  const puedeEmitir = usePuedeEmitir();
  const esPropietario = useEsPropietario();
  if (!puedeEmitir)
    return (
      <p className="ui-hint" data-testid="certificados-del-propietario">
        Los certificados de pagos los emiten y los envían quien lleva el libro y las personas con «Emisión», con los
        datos de emisor del libro.
      </p>
    );
  if (perfil.error)
    return <ErrorDeCarga titulo="No se pudieron leer los datos del emisor" onReintentar={() => void perfil.mutate()} />;
  if (perfil.isLoading) return <Cargando texto="Leyendo los datos del emisor…" />;
  const falta = faltaParaCertificar(perfil.data);
  if (falta.length > 0 || !perfil.data)
    return (
      <div className="ui-empty" role="status">
        {esPropietario ? (
          <p>
            Un certificado dice quién lo firma, con qué documento y dónde. Para emitirlos, rellena {enLista(falta)} en{' '}
            <Link to="/recibos/emisor">Datos del emisor</Link>.
          </p>
        ) : (
          // Someone else's book: its details are its owner's to fill in.
          <p>
            Un certificado dice quién lo firma, con qué documento y dónde. Para emitirlos en este libro, quien lo lleva
            tiene que rellenar {enLista(falta)} en sus datos de emisor.
          </p>
        )}
      </div>
    );
  const datos = perfil.data;
  const certificados = certificadosDelAnio(anio, recibos);
  const descargar = (certificado: Certificado) =>
    ejecutar(
      async () => {
        // Its receipts leave the app with it (their numbers and amounts are in it, for good:
        // docs/decisiones/030): marked first, as they were read; changed since, nothing is made.
        await marcarSalidaDeVarios(certificado.recibos, 'pdf');
        void invalidar();
        const emisor = emisorDelPerfil(datos);
        // Its verification next: the PDF carries its code.
        const codigo = await registrarCertificado(certificado, {
          nombre: emisor.nombre,
          documento: emisor.documento ?? '',
        });
        const { certificadoEnPdf } = await import('../pdf/certificadoEnPdf');
        const pdf = await certificadoEnPdf({
          certificado,
          emisor,
          lugar: datos.ciudad.trim(),
          fecha: hoy(),
          verificacion: { origen: globalThis.location.origin, codigo },
        });
        descargarArchivo(nombreDelCertificado(certificado), new Blob([pdf as BlobPart], { type: 'application/pdf' }));
      },
      {
        fallo: (error) =>
          error instanceof ReciboCambiado
            ? 'Algún recibo de este pagador ha cambiado mientras tanto (en otra pestaña o sesión): recarga la página y vuelve a intentarlo.'
            : 'No se pudo preparar el certificado. Inténtalo de nuevo.',
      },
    );
  const verificado = user?.emailVerified === true;
  const enviarUno = (certificado: Certificado) =>
    enviarCertificado(
      user as NonNullable<typeof user>,
      anio,
      certificado.recibos.map((r) => r.id),
      aleatorio(),
    );
  const enviar = (certificado: Certificado) =>
    ejecutar(
      async () => {
        await enviarUno(certificado);
        setEnvios((antes) => new Map(antes).set(certificado.clave, { enviado: true }));
        void invalidar();
      },
      {
        exito: `Certificado enviado a ${correoDelCertificado(certificado)}.`,
        fallo: (error) =>
          error instanceof EnvioNoRealizado ? error.message : 'No se pudo enviar el certificado. Inténtalo de nuevo.',
      },
    );
  // Each payer with an e-mail, one after another; those without one are listed with why.
  const enviarTodos = async () => {
    setEnviando({ hechos: 0, de: certificados.length });
    const resultados = await enviarUnoTrasOtro(
      certificados,
      {
        clave: (c) => c.clave,
        noSeEnvia: (c) => (envios.get(c.clave)?.enviado ? YA_ENVIADO : correoDelCertificado(c) ? null : SIN_CORREO),
      },
      enviarUno,
      (hechos) => setEnviando({ hechos, de: certificados.length }),
    );
    setEnviando(null);
    // One sent before keeps its outcome; each sending marks its receipts as out of the app.
    setEnvios(
      (antes) =>
        new Map([...resultados].map(([clave, r]) => [clave, antes.get(clave)?.enviado ? { enviado: true } : r])),
    );
    void invalidar();
  };
  const enviados = [...envios.values()].filter((e) => e.enviado).length;
  return (
    <>
      {verificado ? (
        <div className={estilos.resEnvioDeTodos}>
          <Boton disabled={pendiente || enviando !== null} onClick={() => void enviarTodos()}>
            <Mail aria-hidden="true" />
            Enviar los certificados de {anio}
          </Boton>
          {enviando ? (
            <>
              <progress value={enviando.hechos} max={enviando.de} aria-label="Certificados enviados" />
              <p className="ui-hint">
                Enviando {Math.min(enviando.hechos + 1, enviando.de)} de {enviando.de}…
              </p>
            </>
          ) : envios.size > 0 ? (
            <p role="status" data-testid="informe-certificados">
              {enviados} de {envios.size} {envios.size === 1 ? 'certificado enviado' : 'certificados enviados'} por
              correo.
            </p>
          ) : (
            <p className="ui-hint">A cada pagador que tiene correo, con su certificado en PDF.</p>
          )}
        </div>
      ) : (
        <p className="ui-hint">
          Para enviar los certificados por correo desde la app, verifica tu correo en{' '}
          <Link to="/cuenta">Mi cuenta</Link>.
        </p>
      )}
      <ul className={estilos.resCertificados} aria-label={`Certificados de pagos de ${anio}`}>
        {certificados.map((certificado) => (
          <li key={certificado.clave}>
            <div>
              <strong>{certificado.pagador.nombre}</strong>
              <span className="ui-hint">
                {' '}
                · {contar(certificado.recibos.length, 'recibo', 'recibos')} · {formatearImportes(certificado.totales)}
              </span>
              <EstadoDelEnvio envio={envios.get(certificado.clave)} />
              {certificado.pagador.documento ? null : (
                <p className="ui-hint">
                  Sin documento fiscal: el certificado lleva solo el nombre, y una deducción puede pedir el NIF del
                  pagador.
                </p>
              )}
            </div>
            <Boton
              variante="secundario"
              pequeno
              disabled={pendiente}
              aria-label={`Descargar certificado de ${certificado.pagador.nombre}`}
              onClick={() => void descargar(certificado)}
            >
              <FileDown aria-hidden="true" />
              Descargar certificado
            </Boton>
            {verificado && correoDelCertificado(certificado) ? (
              <Boton
                variante="secundario"
                pequeno
                disabled={pendiente || enviando !== null}
                aria-label={`Enviar por correo a ${certificado.pagador.nombre}`}
                onClick={() => void enviar(certificado)}
              >
                <Mail aria-hidden="true" />
                Enviar por correo
              </Boton>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function EstadoDelEnvio({ envio }: { envio: ResultadoDelEnvio | undefined }) {
  if (!envio) return null;
  return (
    <p className="ui-hint" data-testid="envio-del-certificado">
      {envio.enviado ? 'Enviado por correo.' : `No enviado: ${envio.motivo}`}
    </p>
  );
}
