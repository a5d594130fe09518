import { aleatorio } from 'dominio-recibos';
import { useState } from 'react';
import { Boton, Cargando, PageHeader, useAuth } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, useNavigate } from 'shared-firebase/router';
import { emisorDelPerfil, preferenciasDelPerfil } from '../../emisor/emisor-del-perfil';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { enviarPorCorreo } from '../../envios/api/envios';
import { enviarVarios, type ResultadoDelEnvio } from '../../envios/enviar-varios';
import { usePagadoresGuardados } from '../../pagadores/hooks/usePagadoresGuardados';
import { ReciboForm } from '../../recibos/components/ReciboForm';
import { formatearImporte, totalRecibo } from '../../recibos/dinero';
import { useIdsEtiquetasExistentes } from '../../recibos/etiquetas-remotas';
import { formatearFecha, formatearNumero } from '../../recibos/formato';
import { useInvalidarRecibos } from '../../recibos/hooks/useRecibos';
import type { ReciboInput } from '../../recibos/types';
import { validarRecibo } from '../../recibos/validacion';
import { descartarGrupo, emitirGrupo, type GrupoGuardado, guardarGrupo, type InformeDelGrupo } from '../api/grupo';
import { motivo, nuevoGrupo, type Previsto, previstos } from '../grupo';
import { useGruposPendientes } from '../hooks/useGruposPendientes';
import estilos from './grupo.module.css';
import { SeleccionDePagadores } from './SeleccionDePagadores';

type Paso =
  | { paso: 'formulario' }
  | { paso: 'vista'; base: ReciboInput; todos: Previsto[] }
  | { paso: 'emitiendo'; hechos: number; de: number }
  | { paso: 'informe'; informe: InformeDelGrupo };

/**
 * /recibos/grupo: the same receipt for several payers. The form (its payer replaced by the payers
 * chosen), then what will be issued (how many, the total, and who cannot get one and why), then
 * the receipts one after another with their progress, and what was issued and what failed.
 */
export function GrupoPage() {
  const perfil = usePerfilEmisor();
  if (perfil.isLoading && !perfil.error) return <Cargando />;
  return <Grupo perfil={perfil.data ?? null} />;
}

function Grupo({ perfil }: { perfil: ReturnType<typeof usePerfilEmisor>['data'] | null }) {
  const navigate = useNavigate();
  const { data: pagadores = [] } = usePagadoresGuardados();
  const existentes = useIdsEtiquetasExistentes();
  const invalidar = useInvalidarRecibos();
  const [elegidos, setElegidos] = useState<Set<string>>(new Set());
  const [paso, setPaso] = useState<Paso>({ paso: 'formulario' });
  // One group id for every try, saved with the group before its first receipt: a retry, a reload
  // or another tab resumes it and never issues a payer's receipt twice.
  const [grupo, setGrupo] = useState(nuevoGrupo);
  const pendientes = useGruposPendientes();
  const { ejecutar, pendiente } = useAccion();

  const emitir = async (id: string, lista: Previsto[], anteriores: InformeDelGrupo['emitidos'] = []) => {
    setPaso({ paso: 'emitiendo', hechos: 0, de: lista.length });
    const informe = await emitirGrupo(id, lista, existentes, (hechos) =>
      setPaso({ paso: 'emitiendo', hechos, de: lista.length }),
    );
    void invalidar();
    void pendientes.mutate();
    setPaso({ paso: 'informe', informe: { ...informe, emitidos: [...anteriores, ...informe.emitidos] } });
  };

  const empezar = async (base: ReciboInput, validos: Previsto[]) => {
    const { ok } = await ejecutar(() => guardarGrupo(grupo, base, validos), {
      fallo: 'No se pudo empezar a emitir: revisa la conexión e inténtalo de nuevo. No se ha emitido ningún recibo.',
    });
    if (ok) await emitir(grupo, validos);
  };

  const continuar = (guardado: GrupoGuardado) => {
    setGrupo(guardado.id);
    void emitir(guardado.id, previstos(guardado.base, guardado.pagadores));
  };

  const seleccion = (errores: Record<string, string | undefined>) => (
    <SeleccionDePagadores elegidos={elegidos} onCambio={setElegidos} error={errores.pagadores} />
  );

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Recibo para un grupo" />
      {/* Kept while previewing (Volver finds it as it was); gone once issuing starts, with its
          question before leaving what was typed. */}
      {paso.paso === 'formulario' && pendientes.data?.length ? (
        <GruposPendientes
          grupos={pendientes.data}
          onContinuar={continuar}
          onDescartar={(g) =>
            void ejecutar(() => descartarGrupo(g.id), {
              exito: 'Grupo descartado: los recibos que emitió se quedan.',
              fallo: 'No se pudo descartar el grupo. Inténtalo de nuevo.',
            }).then(() => pendientes.mutate())
          }
          pendiente={pendiente}
        />
      ) : null}
      {paso.paso === 'formulario' || paso.paso === 'vista' ? (
        <div hidden={paso.paso !== 'formulario'}>
          <p className="ui-hint">
            El mismo recibo para cada pagador que elijas, cada uno con su nombre, documento y correo, y su número.
          </p>
          <ReciboForm
            recibo={null}
            emisor={perfil ? emisorDelPerfil(perfil) : null}
            preferencias={perfil ? preferenciasDelPerfil(perfil) : {}}
            textoEnviar="Ver los recibos"
            pendiente={false}
            onCancel={() => navigate('/recibos')}
            enviar={(base) => {
              const todos = previstos(
                base,
                pagadores.filter((p) => elegidos.has(p.id)),
              );
              setPaso({ paso: 'vista', base, todos });
              // Nothing saved yet: the preview comes first.
              return false;
            }}
            variante={{
              pagador: seleccion,
              cambiado: elegidos.size > 0,
              validar: (datos) => {
                // The payer's fields are each payer's: checked per payer in the preview.
                const errores = validarRecibo({ ...datos, pagador: { nombre: 'Pagador' } });
                if (![...elegidos].some((id) => pagadores.some((p) => p.id === id)))
                  errores.pagadores = 'Elige al menos un pagador.';
                return errores;
              },
            }}
          />
        </div>
      ) : null}
      {paso.paso === 'vista' ? (
        <VistaPrevia
          base={paso.base}
          todos={paso.todos}
          onEmitir={(validos) => void empezar(paso.base, validos)}
          pendiente={pendiente}
          onVolver={() => setPaso({ paso: 'formulario' })}
        />
      ) : null}
      {paso.paso === 'emitiendo' ? (
        <div>
          <progress value={paso.hechos} max={paso.de} aria-label="Recibos emitidos" />
          <p aria-live="polite" data-testid="progreso">
            Emitiendo {Math.min(paso.hechos + 1, paso.de)} de {paso.de}…
          </p>
        </div>
      ) : null}
      {paso.paso === 'informe' ? (
        <Informe
          informe={paso.informe}
          onReintentar={() =>
            void emitir(
              grupo,
              paso.informe.fallidos.map((f) => f.previsto),
              paso.informe.emitidos,
            )
          }
        />
      ) : null}
    </section>
  );
}

/** Groups a reload (or a closed tab, or a failure) left half-issued: resumed, never doubled. */
function GruposPendientes({
  grupos,
  onContinuar,
  onDescartar,
  pendiente,
}: {
  grupos: GrupoGuardado[];
  onContinuar: (grupo: GrupoGuardado) => void;
  onDescartar: (grupo: GrupoGuardado) => void;
  pendiente: boolean;
}) {
  return (
    <section className={estilos.gruInforme} aria-labelledby="grupos-pendientes" data-testid="grupos-pendientes">
      <h2 id="grupos-pendientes">{grupos.length === 1 ? 'Un grupo a medio emitir' : 'Grupos a medio emitir'}</h2>
      <p className="ui-hint">Continuar emite solo los recibos que faltan: ningún pagador recibe dos del mismo grupo.</p>
      <ul>
        {grupos.map((g) => (
          <li key={g.id}>
            <p>
              «{g.base.concepto}», con fecha {formatearFecha(g.base.fecha)}, para{' '}
              {g.pagadores.length === 1 ? '1 pagador' : `${g.pagadores.length} pagadores`}.
            </p>
            <div className={estilos.gruAcciones}>
              <Boton onClick={() => onContinuar(g)} disabled={pendiente}>
                Continuar la emisión
              </Boton>
              <Boton variante="secundario" onClick={() => onDescartar(g)} disabled={pendiente}>
                Descartar
              </Boton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function VistaPrevia({
  base,
  todos,
  onEmitir,
  onVolver,
  pendiente,
}: {
  base: ReciboInput;
  todos: Previsto[];
  onEmitir: (validos: Previsto[]) => void;
  onVolver: () => void;
  pendiente: boolean;
}) {
  const validos = todos.filter((p) => !motivo(p));
  const invalidos = todos.filter((p) => motivo(p));
  const sinCorreo = validos.filter((p) => !p.pagador.email?.trim());
  const total = totalRecibo(base.lineas);
  const importe = (n: bigint) => formatearImporte(n, base.moneda);
  return (
    <div className={estilos.gruInforme}>
      <h2>Antes de emitir</h2>
      <p data-testid="resumen-grupo">
        {validos.length === 1 ? '1 recibo' : `${validos.length} recibos`} de {importe(total)}
        {validos.length > 1 ? ` cada uno: ${importe(total * BigInt(validos.length))} en total` : ''}, con fecha{' '}
        {formatearFecha(base.fecha)}, numerados seguidos en la serie de {base.fecha.slice(0, 4)}.
      </p>
      <ul aria-label="Recibirán el recibo">
        {validos.map((p) => (
          <li key={p.pagador.id}>{p.pagador.nombre}</li>
        ))}
      </ul>
      {sinCorreo.length > 0 ? (
        <p data-testid="sin-correo-grupo">
          {sinCorreo.length === 1 ? 'No tiene correo' : `No tienen correo (${sinCorreo.length})`}, así que no se le
          {sinCorreo.length === 1 ? '' : 's'} podrá enviar desde la app:{' '}
          {sinCorreo.map((p) => p.pagador.nombre).join(', ')}.
        </p>
      ) : null}
      {invalidos.length > 0 ? (
        <div role="alert">
          <p>
            {invalidos.length === 1 ? 'Uno no se emitirá' : `${invalidos.length} no se emitirán`} (corrige su ficha en
            Pagadores):
          </p>
          <ul data-testid="no-se-emitiran">
            {invalidos.map((p) => (
              <li key={p.pagador.id}>
                {p.pagador.nombre}: {motivo(p)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={estilos.gruAcciones}>
        <Boton onClick={() => onEmitir(validos)} disabled={validos.length === 0 || pendiente}>
          {validos.length === 1 ? 'Emitir 1 recibo' : `Emitir ${validos.length} recibos`}
        </Boton>
        <Boton variante="secundario" onClick={onVolver}>
          Volver al formulario
        </Boton>
      </div>
    </div>
  );
}

function Informe({ informe, onReintentar }: { informe: InformeDelGrupo; onReintentar: () => void }) {
  const { emitidos, fallidos } = informe;
  const { user } = useAuth();
  const [envios, setEnvios] = useState<Map<string, ResultadoDelEnvio> | null>(null);
  const [enviando, setEnviando] = useState<number | null>(null);
  const invalidar = useInvalidarRecibos();
  const conCorreo = emitidos.filter(({ recibo }) => recibo.pagador.email?.trim()).length;
  // Each receipt to its payer, one after another; the function records each sending.
  const enviarTodos = async () => {
    if (!user) return;
    setEnviando(0);
    const resultados = await enviarVarios(
      emitidos.map((e) => e.recibo),
      (recibo) => enviarPorCorreo(user, recibo.id, aleatorio()),
      setEnviando,
    );
    setEnviando(null);
    setEnvios(resultados);
    // Each one sent is now out of the app: its page offers «Corregir», not «Editar».
    void invalidar();
  };
  return (
    <div className={estilos.gruInforme}>
      <h2>{emitidos.length === 1 ? '1 recibo emitido' : `${emitidos.length} recibos emitidos`}</h2>
      <ul aria-label="Recibos emitidos">
        {emitidos.map(({ previsto, recibo }) => {
          const envio = envios?.get(recibo.id);
          return (
            <li key={recibo.id}>
              <Link to={`/recibos/${recibo.id}`}>{formatearNumero(recibo.numero, recibo.fecha)}</Link> —{' '}
              {previsto.pagador.nombre}
              {envio ? (envio.enviado ? ' — enviado por correo.' : ` — no enviado. ${envio.motivo}`) : ''}
            </li>
          );
        })}
      </ul>
      {envios ? (
        <p role="status" data-testid="resumen-envios">
          {[...envios.values()].filter((e) => e.enviado).length} de {emitidos.length} enviados por correo.
        </p>
      ) : null}
      {emitidos.length > 0 && conCorreo > 0 && envios === null ? (
        user?.emailVerified ? (
          <div className={estilos.gruAcciones}>
            <Boton onClick={() => void enviarTodos()} disabled={enviando !== null}>
              {conCorreo === 1 ? 'Enviar el recibo por correo' : `Enviar los ${conCorreo} recibos por correo`}
            </Boton>
            <p className="ui-hint" role="status">
              {enviando === null
                ? 'A cada pagador que tiene correo, con su recibo en PDF.'
                : `Enviando ${Math.min(enviando + 1, emitidos.length)} de ${emitidos.length}…`}
            </p>
          </div>
        ) : (
          <p className="ui-hint">
            Para enviar los recibos por correo desde la app, verifica tu correo en <Link to="/cuenta">Mi cuenta</Link>.
          </p>
        )
      ) : null}
      {fallidos.length > 0 ? (
        <div role="alert">
          <p>
            {fallidos.length === 1 ? 'Uno no se pudo emitir' : `${fallidos.length} no se pudieron emitir`}; los emitidos
            se quedan así:
          </p>
          <ul data-testid="fallidos">
            {fallidos.map(({ previsto, motivo }) => (
              <li key={previsto.pagador.id}>
                {previsto.pagador.nombre}: {motivo}
              </li>
            ))}
          </ul>
          <Boton onClick={onReintentar}>
            {fallidos.length === 1 ? 'Reintentar el que falló' : `Reintentar los ${fallidos.length} que fallaron`}
          </Boton>
        </div>
      ) : null}
      <p>
        <Link to="/recibos">Ver todos los recibos</Link>
      </p>
    </div>
  );
}
