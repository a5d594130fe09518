import { type FormEvent, useState } from 'react';
import { Cargando, ErrorDeCarga, Field, FormActions, PageHeader, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { useNavigate } from 'shared-firebase/router';
import { recortar } from 'shared-firebase/texto';
import { useSWRConfig } from 'swr';
import { PersonasConAcceso } from '../../libro/components/PersonasConAcceso';
import { TraspasarLibro } from '../../libro/components/TraspasarLibro';
import { OpcionesDeMetodo, OpcionesDeMoneda } from '../../recibos/components/OpcionesDePago';
import { useFocoEnElPrimerError } from '../../recibos/hooks/useFocoEnElPrimerError';
import { nombreDelDocumento, type Pais, paisDelPerfil } from '../../recibos/identificacion';
import { clavePerfil, guardarPerfilEmisor } from '../api/perfil';
import { FirmaEditor } from '../components/FirmaEditor';
import { usePerfilEmisor } from '../hooks/usePerfilEmisor';
import { type CampoDeTexto, PERFIL_VACIO, type PerfilEmisor } from '../types';
import { type ErroresPerfil, LIMITES_PERFIL, validarPerfil } from '../validacion';
import estilos from './emisor.module.css';

/** The tax ID's label by the country given (in Spain a company's is the CIF). */
/** The address's parts as each country names them (a Chilean address has a comuna and a región). */
const PARTES_DE_LA_DIRECCION: Record<Pais, { ciudad: string; provincia: string }> = {
  ES: { ciudad: 'Ciudad', provincia: 'Provincia' },
  CL: { ciudad: 'Comuna', provincia: 'Región' },
  MX: { ciudad: 'Municipio o alcaldía', provincia: 'Estado' },
  AR: { ciudad: 'Localidad', provincia: 'Provincia' },
  CO: { ciudad: 'Municipio', provincia: 'Departamento' },
};

const partesDeLaDireccion = (pais: string) =>
  PARTES_DE_LA_DIRECCION[paisDelPerfil(pais) ?? 'ES'] ?? PARTES_DE_LA_DIRECCION.ES;

function nombreDelDocumentoDelEmisor(pais: string): string {
  const delPais = paisDelPerfil(pais);
  return delPais === 'ES' ? 'NIF/CIF' : nombreDelDocumento(delPais);
}

/** /recibos/emisor: the issuer's details, which prefill every new receipt. */
export function EmisorPage() {
  const { data, error, isLoading, mutate } = usePerfilEmisor();
  if (isLoading) return <Cargando />;
  if (error)
    return <ErrorDeCarga titulo="No se pudieron cargar tus datos de emisor" onReintentar={() => void mutate()} />;
  return <EmisorForm inicial={data ?? null} />;
}

function EmisorForm({ inicial }: { inicial: PerfilEmisor | null }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const { ejecutar, pendiente } = useAccion();
  const [perfil, setPerfil] = useState<PerfilEmisor>(inicial ?? PERFIL_VACIO);
  const [errores, setErrores] = useState<ErroresPerfil>({});
  const { formRef, rechazado } = useFocoEnElPrimerError();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const encontrados = validarPerfil(perfil);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      rechazado();
      return;
    }
    const { ok } = await ejecutar(() => guardarPerfilEmisor(perfil), {
      exito: 'Datos del emisor guardados. Se usarán en tus próximos recibos.',
      fallo: 'No se pudieron guardar tus datos. Lo que has escrito sigue aquí: inténtalo de nuevo.',
    });
    if (ok) await mutate(clavePerfil);
  };

  const campo = (
    clave: CampoDeTexto,
    etiqueta: string,
    extra: { autoComplete?: string; type?: string; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <Field label={etiqueta} error={errores[clave]} largo={{ texto: perfil[clave], max: LIMITES_PERFIL[clave] }}>
      {(control) => (
        <input
          {...control}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete ?? 'off'}
          value={perfil[clave]}
          onChange={(e) => setPerfil((p) => ({ ...p, [clave]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Datos del emisor" />
      <p className="ui-hint">
        Se rellenan solos en cada recibo nuevo, y salen en el recibo impreso y en su enlace público. Cambiarlos no
        modifica los recibos ya emitidos.
      </p>
      <form ref={formRef} className={`ui-form ${estilos.emiForm}`} onSubmit={submit} noValidate>
        <fieldset>
          <legend>Quién emite</legend>
          <div className={estilos.emiGrid}>
            {campo('nombre', 'Nombre o razón social', { autoComplete: 'organization' })}
            {campo('documento', `${nombreDelDocumentoDelEmisor(perfil.pais)} (opcional)`)}
          </div>
        </fieldset>
        <fieldset>
          <legend>Dirección (opcional)</legend>
          <div className={estilos.emiGrid}>
            {campo('direccion', 'Calle y número', { autoComplete: 'street-address' })}
            {campo('codigoPostal', 'Código postal', { autoComplete: 'postal-code' })}
            {campo('ciudad', partesDeLaDireccion(perfil.pais).ciudad, { autoComplete: 'address-level2' })}
            {campo('provincia', partesDeLaDireccion(perfil.pais).provincia, { autoComplete: 'address-level1' })}
            {campo('pais', 'País', { autoComplete: 'country-name' })}
          </div>
        </fieldset>
        <fieldset>
          <legend>Contacto (opcional)</legend>
          <div className={estilos.emiGrid}>
            {campo('email', 'Correo electrónico', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
            {campo('telefono', 'Teléfono', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          </div>
        </fieldset>
        <fieldset>
          <legend>Al emitir (opcional)</legend>
          <p className="ui-hint">Cada recibo nuevo empieza con ellos; puedes cambiarlos en cada uno.</p>
          <div className={estilos.emiGrid}>
            <Field label="Moneda habitual">
              {(control) => (
                <select
                  {...control}
                  value={perfil.moneda}
                  onChange={(e) => setPerfil((p) => ({ ...p, moneda: e.target.value as PerfilEmisor['moneda'] }))}
                >
                  <option value="">Sin preferencia (EUR)</option>
                  <OpcionesDeMoneda />
                </select>
              )}
            </Field>
            <Field label="Método de pago habitual">
              {(control) => (
                <select
                  {...control}
                  value={perfil.metodoPago}
                  onChange={(e) =>
                    setPerfil((p) => ({ ...p, metodoPago: e.target.value as PerfilEmisor['metodoPago'] }))
                  }
                >
                  <option value="">Sin preferencia (Transferencia)</option>
                  <OpcionesDeMetodo />
                </select>
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>Firma (opcional)</legend>
          <FirmaEditor
            firma={perfil.firma}
            error={errores.firma}
            onCambio={(firma) => setPerfil((p) => ({ ...p, firma }))}
          />
        </fieldset>
        <FormActions texto="Guardar datos" onCancel={() => navigate('/recibos')} pendiente={pendiente} />
      </form>
      <PersonasConAcceso nombreDelLibro={recortar(inicial?.nombre ?? '') || user?.email || ''} />
      <TraspasarLibro nombreDelLibro={recortar(inicial?.nombre ?? '') || user?.email || ''} />
    </section>
  );
}
