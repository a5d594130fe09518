import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Boton, Celda, type Columna, Field, PageHeader, TablaAdaptable } from 'shared-firebase';
import { Link, useNavigate } from 'shared-firebase/router';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { clavePagadores, importarPagadores } from '../api/pagadores';
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

const plural = (n: number, uno: string, varios: string) => `${n.toLocaleString('es-ES')} ${n === 1 ? uno : varios}`;

/**
 * /recibos/pagadores/importar: payers from a CSV file. What was read is shown first, each bad row
 * with its reason; nothing is written until «Importar» (papaparse loads with this page only).
 */
export function ImportarPagadoresPage() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: existentes, isLoading } = usePagadoresGuardados();
  const [lectura, setLectura] = useState<Lectura | null>(null);
  const [leyendo, setLeyendo] = useState(false);
  const [escritos, setEscritos] = useState<number | null>(null);
  // What is written so far, for the report when a commit fails (the state may lag behind).
  const hechos = useRef(0);
  const [fallo, setFallo] = useState<string | null>(null);
  const idResumen = useId();

  const elegir = async (event: ChangeEvent<HTMLInputElement>) => {
    const archivo = event.target.files?.[0];
    setLectura(null);
    setFallo(null);
    if (!archivo) return;
    setLeyendo(true);
    try {
      const [{ leerCsvDePagadores }, texto] = await Promise.all([import('../csv'), archivo.text()]);
      setLectura(leerCsvDePagadores(texto, existentes ?? []));
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
      toast.success(`${plural(total, 'pagador importado', 'pagadores importados')}.`);
      navigate('/recibos/pagadores');
    } catch {
      await mutate(clavePagadores);
      setFallo(
        `No se pudo terminar: se importaron ${plural(hechos.current, 'pagador', 'pagadores')} de ${nuevos.length.toLocaleString('es-ES')}. Vuelve a elegir el archivo: los ya importados no se repiten.`,
      );
      setEscritos(null);
      setLectura(null);
    }
  };

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Importar pagadores" />
      <p className="ui-hint">
        Un CSV con una primera fila que nombra las columnas: «Nombre» (o «Pagador»), y si quieres «Correo», «Documento»,
        «Teléfono» y «Dirección». También sirve el CSV que exporta la lista de recibos. Se separan con «;» o «,».
      </p>
      <div className={estilos.pagPrevia}>
        <Field label="Archivo CSV">
          {(control) => (
            <input
              {...control}
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
              {plural(nuevos.length, 'pagador nuevo', 'pagadores nuevos')}
              {repetidos.length
                ? `, ${plural(repetidos.length, 'repetido', 'repetidos')} (ya están: no se importan)`
                : ''}
              {conErrores.length
                ? `, ${plural(conErrores.length, 'fila con errores', 'filas con errores')} (no se importan)`
                : ''}
              .
            </p>
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
            disabled={nuevos.length === 0 || escritos !== null}
            aria-describedby={lectura ? idResumen : undefined}
          >
            {escritos !== null
              ? `Importando… ${escritos.toLocaleString('es-ES')} de ${nuevos.length.toLocaleString('es-ES')}`
              : nuevos.length
                ? `Importar ${plural(nuevos.length, 'pagador', 'pagadores')}`
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
