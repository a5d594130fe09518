import { Celda, type Columna, Fila, TablaAdaptable } from 'shared-firebase';
import type { FilaDeSalud } from '../salud';
import { porMil, Valor, versionCorta } from './formato';

const COLUMNAS: Columna[] = [
  { titulo: 'Ruta' },
  { titulo: 'Remoto' },
  { titulo: 'Versión' },
  { titulo: 'Vistas', numerica: true },
  { titulo: 'LCP (p75)', numerica: true },
  { titulo: 'INP (p75)', numerica: true },
  { titulo: 'CLS (p75)', numerica: true },
  { titulo: 'Errores por mil vistas', numerica: true },
];

/** Per route and remote version: page views, each p75 against Google's thresholds, the error rate. */
export function TablaDeRutas({ filas }: { filas: FilaDeSalud[] }) {
  return (
    <TablaAdaptable etiqueta="Medidas por ruta y versión" columnas={COLUMNAS} soloLectura>
      {filas.map((f) => (
        <Fila key={`${f.ruta} ${f.remoto} ${f.version} ${f.canario}`} cabecera={<code>{f.ruta}</code>}>
          <Celda titulo="Remoto">{f.remoto}</Celda>
          <Celda titulo="Versión">
            <code>{versionCorta(f.version)}</code>
            {f.canario && <span className="ui-estado ui-estado--aviso"> Canario</span>}
          </Celda>
          <Celda titulo="Vistas" className="ui-tabla__num">
            {f.cifras.vistas.toLocaleString('es-ES')}
          </Celda>
          <Celda titulo="LCP (p75)" className="ui-tabla__num">
            <Valor metrica="LCP" valor={f.cifras.p75.LCP} />
          </Celda>
          <Celda titulo="INP (p75)" className="ui-tabla__num">
            <Valor metrica="INP" valor={f.cifras.p75.INP} />
          </Celda>
          <Celda titulo="CLS (p75)" className="ui-tabla__num">
            <Valor metrica="CLS" valor={f.cifras.p75.CLS} />
          </Celda>
          <Celda titulo="Errores por mil vistas" className="ui-tabla__num">
            {porMil(f.cifras.erroresPorMil)}
          </Celda>
        </Fila>
      ))}
    </TablaAdaptable>
  );
}
