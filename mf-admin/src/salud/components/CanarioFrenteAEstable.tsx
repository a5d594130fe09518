import { type Cifras, UMBRALES } from 'medidas-de-campo';
import type { Comparacion } from '../salud';
import estilos from '../salud.module.css';
import { porMil, valorDe, versionCorta } from './formato';

type Fila = { nombre: string; estable: number | null; canario: number | null; texto: (n: number | null) => string };

const filas = (canario: Cifras, estable: Cifras | null): Fila[] => [
  {
    nombre: 'Errores por mil vistas',
    canario: canario.erroresPorMil,
    estable: estable?.erroresPorMil ?? null,
    texto: porMil,
  },
  { nombre: 'LCP (p75)', canario: canario.p75.LCP, estable: estable?.p75.LCP ?? null, texto: (n) => valorDe('LCP', n) },
  { nombre: 'INP (p75)', canario: canario.p75.INP, estable: estable?.p75.INP ?? null, texto: (n) => valorDe('INP', n) },
  { nombre: 'CLS (p75)', canario: canario.p75.CLS, estable: estable?.p75.CLS ?? null, texto: (n) => valorDe('CLS', n) },
];

/** The bar's scale: the larger of the two, or the metric's «poor» threshold when both are below it. */
const escala = (f: Fila) => {
  const umbral = f.nombre.startsWith('LCP')
    ? UMBRALES.LCP.malo
    : f.nombre.startsWith('INP')
      ? UMBRALES.INP.malo
      : f.nombre.startsWith('CLS')
        ? UMBRALES.CLS.malo
        : 10;
  return Math.max(umbral, f.canario ?? 0, f.estable ?? 0);
};

/**
 * A remote's canary beside its stable version: a pair of bars per figure, for the eye, and the
 * same figures as a table, which screen readers read instead (the bars are hidden from them).
 */
export function CanarioFrenteAEstable({ comparacion }: { comparacion: Comparacion }) {
  const { remoto, canario, estable } = comparacion;
  const datos = filas(canario.cifras, estable?.cifras ?? null);
  const titulo = `${remoto}: canario ${versionCorta(canario.version)} frente a estable ${estable ? versionCorta(estable.version) : '(sin datos)'}`;
  return (
    <section className={`ui-card ${estilos.salComparacion}`} aria-label={titulo}>
      <h3>{titulo}</h3>
      <p className="ui-hint">
        Vistas: canario {canario.cifras.vistas.toLocaleString('es-ES')}, estable{' '}
        {(estable?.cifras.vistas ?? 0).toLocaleString('es-ES')}.
      </p>
      <div className={estilos.salBarras} aria-hidden="true">
        {datos.map((f) => (
          <div key={f.nombre} className={estilos.salPar}>
            <span className={estilos.salNombre}>{f.nombre}</span>
            {(['estable', 'canario'] as const).map((lado) => (
              <span key={lado} className={estilos.salBarraFila}>
                <span className={estilos.salLado}>{lado === 'estable' ? 'Estable' : 'Canario'}</span>
                <span
                  className={`${estilos.salBarra} ${lado === 'canario' ? estilos.salBarraCanario : ''}`}
                  style={{ inlineSize: `${((f[lado] ?? 0) / escala(f)) * 100}%` }}
                />
                <span className={estilos.salCifra}>{f.texto(f[lado])}</span>
              </span>
            ))}
          </div>
        ))}
      </div>
      <table className="ui-tabla">
        <caption className="visually-hidden">{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">Cifra</th>
            <th scope="col" className="ui-tabla__num">
              Estable
            </th>
            <th scope="col" className="ui-tabla__num">
              Canario
            </th>
          </tr>
        </thead>
        <tbody>
          {datos.map((f) => (
            <tr key={f.nombre}>
              <th scope="row">{f.nombre}</th>
              <td className="ui-tabla__num">{f.texto(f.estable)}</td>
              <td className="ui-tabla__num">{f.texto(f.canario)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
