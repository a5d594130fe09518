import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Boton, Celda, type Columna, contar, ErrorDeCarga, Field, PageHeader, TablaAdaptable } from 'shared-firebase';
import { Link, useNavigate } from 'shared-firebase/router';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { clavePagadores, importarPagadores, MAX_PAGADORES } from '../api/pagadores';
import type { FilaLeida, Lectura } from '../csv';
import { usePagadoresGuardados } from '../hooks/usePagadoresGuardados';
import estilos from './pagadores.module.css';

const COLUMNAS: Columna[] = [
  { titulo: 'Nombre' },
  { titulo: 'Documento' },
  { titulo: 'Correo' },
  { titulo: 'Teléfono' },
];
/** Rows shown in the preview (all are imported). */
const VISTA_PREVIA = 50;

/**
 * /recibos/pagadores/importar: payers from a CSV file. What was read is shown first, each bad row
 * with its reason; nothing is written until «Importar» (papaparse loads with this page only).
 */
export function ImportarPagadoresPage() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: existentes, isLoading, error, mutate: recargar } = usePagadoresGuardados();
  const [lectura, setLectura] = useState<Lectura | null>(null);
  const [leyendo, setLeyendo] = useState(false);
  const [escritos, setEscritos] = useState<number | null>(null);
  // What is written so far, for the report when a commit fails (the state may lag behind).
  const hechos = useRef(0);
  const [fallo, setFallo] = useState<string | null>(null);
  // A new file input after a failure: choosing the same file again must read it again.
  const [archivoVez, setArchivoVez] = useState(0);
  const idResumen = useId();

  const elegir = async (event: ChangeEvent<HTMLInputElement>) => {
    const archivo = event.target.files?.[0];
    setLectura(null);
    setFallo(null);
    if (!archivo) return;
    setLeyendo(true);
    try {
      const [{ leerCsvDePagadores, textoDelArchivo }, bytes] = await Promise.all([
        import('../csv'),
        archivo.arrayBuffer(),
      ]);
      setLectura(leerCsvDePagadores(textoDelArchivo(bytes), existentes ?? []));
    } catch {
      setLectura({ error: 'No se pudo leer el archivo. Comprueba que es un CSV de texto e inténtalo de nuevo.' });
    } finally {
      setLeyendo(false);
    }
  };

  const filas = lectura && 'filas' in lectura ? lectura.filas : [];
  const nuevos = filas.filter((f) => f.errores.length === 0 && !f.repetido);
  const conErrores = filas.filter((f) => f.errores.length > 0);
  const repetidos = filas.filter((f) => f.repetido);

  const importar = async () => {
    setFallo(null);
    setEscritos(0);
    hechos.current = 0;
    try {
      const total = await importarPagadores(
        nuevos.map((f) => f.pagador),
        (n) => {
          hechos.current = n;
          setEscritos(n);
        },
      );
      await mutate(clavePagadores);
      toast.success(`${contar(total, 'pagador importado', 'pagadores importados')}.`);
      navigate('/recibos/pagadores');
    } catch {
      await mutate(clavePagadores);
      setFallo(
        `No se pudo terminar: se importaron ${contar(hechos.current, 'pagador', 'pagadores')} de ${nuevos.length.toLocaleString('es-ES')}. Vuelve a elegir el archivo: los ya importados no se repiten.`,
      );
      setEscritos(null);
      setLectura(null);
      setArchivoVez((n) => n + 1);
    }
  };

  // Repeated payers are told by the list: without it, nothing is read.
  if (error) return <ErrorDeCarga titulo="No se pudieron cargar tus pagadores" onReintentar={() => void recargar()} />;
  const disponibles = MAX_PAGADORES - (existentes?.length ?? 0);
  const demasiados = nuevos.length > disponibles;

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Importar pagadores" />
      <p className="ui-hint">
        Un CSV con una primera fila que nombra las columnas: «Nombre» (o «Pagador»), y si quieres «Correo», «Documento»,
        «Teléfono» y «Dirección». También sirve el CSV que exporta la lista de recibos. Se separan con «;», «,» o
        tabulador.
      </p>
      <div className={estilos.pagPrevia}>
        <Field label="Archivo CSV">
          {(control) => (
            <input
              {...control}
              key={archivoVez}
              type="file"
              accept=".csv,text/csv,text/plain"
              disabled={isLoading || escritos !== null}
              onChange={(e) => void elegir(e)}
            />
          )}
        </Field>
        {leyendo ? <p aria-live="polite">Leyendo el archivo…</p> : null}
        {fallo ? (
          <p className="ui-form__error" role="alert">
            {fallo}
          </p>
        ) : null}
        {lectura && 'error' in lectura ? (
          <p className="ui-form__error" role="alert">
            {lectura.error}
          </p>
        ) : null}
        {lectura && 'filas' in lectura ? (
          <>
            <p id={idResumen} aria-live="polite" data-testid="resumen-importacion">
              {contar(nuevos.length, 'pagador nuevo', 'pagadores nuevos')}
              {repetidos.length
                ? `, ${contar(repetidos.length, 'repetido', 'repetidos')} (ya están: no se importan)`
                : ''}
              {conErrores.length
                ? `, ${contar(conErrores.length, 'fila con errores', 'filas con errores')} (no se importan)`
                : ''}
              .
            </p>
            {lectura.columnaDeImporte ? (
              <p className="ui-hint" data-testid="columna-de-importe">
                «{lectura.columnaDeImporte}» será la línea con la que empiezan los recibos de cada pagador.
              </p>
            ) : null}
            {lectura.ignoradas.length ? (
              <p role="status" data-testid="columnas-ignoradas">
                {lectura.ignoradas.length === 1 ? 'No se importará la columna' : 'No se importarán las columnas'}{' '}
                {lectura.ignoradas.map((c) => `«${c}»`).join(', ')}.
              </p>
            ) : null}
            {demasiados ? (
              <p className="ui-form__error" role="alert">
                Con este archivo pasarías de {MAX_PAGADORES.toLocaleString('es-ES')} pagadores: puedes importar{' '}
                {disponibles.toLocaleString('es-ES')} más. Divide el archivo o elimina pagadores que ya no uses.
              </p>
            ) : null}
            {conErrores.length ? <FilasConErrores filas={conErrores} /> : null}
            {nuevos.length ? (
              <TablaAdaptable etiqueta="Pagadores que se importarán" columnas={COLUMNAS} className={estilos.pagTabla}>
                {nuevos.slice(0, VISTA_PREVIA).map((f) => (
                  // biome-ignore lint/a11y/noRedundantRoles: on a phone the table is drawn as cards (display: block), which drops the row's implicit role
                  <tr key={f.linea} role="row">
                    <Celda>{f.pagador.nombre}</Celda>
                    <Celda titulo="Documento">{f.pagador.documento ?? '—'}</Celda>
                    <Celda titulo="Correo">{f.pagador.email ?? '—'}</Celda>
                    <Celda titulo="Teléfono">{f.pagador.telefono ?? '—'}</Celda>
                  </tr>
                ))}
              </TablaAdaptable>
            ) : null}
            {nuevos.length > VISTA_PREVIA ? <p className="ui-hint">Y {nuevos.length - VISTA_PREVIA} más.</p> : null}
          </>
        ) : null}
        <div className="ui-dialog__actions">
          <Boton
            onClick={() => void importar()}
            disabled={nuevos.length === 0 || demasiados || escritos !== null}
            aria-describedby={lectura ? idResumen : undefined}
          >
            {escritos !== null
              ? `Importando… ${escritos.toLocaleString('es-ES')} de ${nuevos.length.toLocaleString('es-ES')}`
              : nuevos.length
                ? `Importar ${contar(nuevos.length, 'pagador', 'pagadores')}`
                : 'Importar'}
          </Boton>
          <Link to="/recibos/pagadores">Volver a los pagadores</Link>
        </div>
      </div>
    </section>
  );
}

function FilasConErrores({ filas }: { filas: readonly FilaLeida[] }) {
  return (
    <ul className={estilos.pagErrores} aria-label="Filas con errores" data-testid="filas-con-errores">
      {filas.map((f) => (
        <li key={f.linea}>
          Fila {f.linea}
          {f.pagador.nombre ? ` (${f.pagador.nombre})` : ''}: {f.errores.join(' ')}
        </li>
      ))}
    </ul>
  );
}
