import { useEffect, useRef, useState } from 'react';
import { Boton, Field } from 'shared-firebase';
import { SIN_DECIMALES } from '../dinero';
import { importeAMostrar, importeEnVivo, type LineaForm, lineaVacia, precioLeido } from '../formulario';
import estilos from '../recibos.module.css';
import { type ErroresRecibo, LIMITES } from '../validacion';

interface LineasEditorProps {
  lineas: LineaForm[];
  moneda: string;
  errores: ErroresRecibo;
  max: number;
  onChange: (lineas: LineaForm[]) => void;
}

/** A line's field name, which says the line to assistive technology ("Precio de la línea 2"). */
const rotulo = (campo: string, n: number) => (
  <>
    {campo}
    <span className="visually-hidden"> de la línea {n}</span>
  </>
);

/**
 * The receipt's lines: a row each on wide screens, a stacked card each on narrow ones (the
 * container decides, see recibos.module.css). Adding a line moves focus to its description; removing
 * one moves focus to the line that took its place, or to the one before it.
 */
export function LineasEditor({ lineas, moneda, errores, max, onChange }: LineasEditorProps) {
  const descripciones = useRef(new Map<number, HTMLInputElement>());
  const [enfocar, setEnfocar] = useState<number | null>(null);

  useEffect(() => {
    if (enfocar === null) return;
    descripciones.current.get(enfocar)?.focus();
    setEnfocar(null);
  }, [enfocar]);

  const cambiar = (clave: number, cambio: Partial<LineaForm>) =>
    onChange(lineas.map((l) => (l.clave === clave ? { ...l, ...cambio } : l)));
  const anadir = () => {
    const nueva = lineaVacia();
    onChange([...lineas, nueva]);
    setEnfocar(nueva.clave);
  };
  const quitar = (i: number) => {
    const vecina = lineas[i + 1] ?? lineas[i - 1];
    onChange(lineas.filter((_, j) => j !== i));
    if (vecina) setEnfocar(vecina.clave);
  };

  return (
    <div className={estilos.recLineasContenedor}>
      <ol className={estilos.recLineas}>
        {lineas.map((linea, i) => {
          const importe = importeEnVivo(linea);
          const n = i + 1;
          return (
            <li key={linea.clave} className={estilos.recLinea}>
              <Field
                label={rotulo('Descripción', n)}
                error={errores[`lineas.${i}.descripcion`]}
                largo={{ texto: linea.descripcion, max: LIMITES.descripcion }}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={(el) => {
                      if (el) descripciones.current.set(linea.clave, el);
                      else descripciones.current.delete(linea.clave);
                    }}
                    value={linea.descripcion}
                    onChange={(e) => cambiar(linea.clave, { descripcion: e.target.value })}
                  />
                )}
              </Field>
              <Field label={rotulo('Cantidad', n)} error={errores[`lineas.${i}.cantidad`]}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="decimal"
                    value={linea.cantidad}
                    onChange={(e) => cambiar(linea.clave, { cantidad: e.target.value })}
                  />
                )}
              </Field>
              <Field
                label={rotulo('Precio', n)}
                error={errores[`lineas.${i}.precioUnitario`]}
                hint={precioLeido(linea.precio, moneda)}
              >
                {(control) => (
                  <input
                    {...control}
                    inputMode="decimal"
                    placeholder={SIN_DECIMALES.has(moneda) ? '0' : '0,00'}
                    value={linea.precio}
                    onChange={(e) => cambiar(linea.clave, { precio: e.target.value })}
                  />
                )}
              </Field>
              <p className={estilos.recLineaImporte}>
                <span className={estilos.recLineaImporteTitulo}>Importe</span>
                <output data-testid={`importe-linea-${n}`}>
                  {importe === null ? '—' : importeAMostrar(importe, moneda)}
                </output>
              </p>
              <Boton
                variante="secundario"
                pequeno
                className={estilos.recLineaQuitar}
                disabled={lineas.length === 1}
                onClick={() => quitar(i)}
              >
                Quitar<span className="visually-hidden"> la línea {n}</span>
              </Boton>
            </li>
          );
        })}
      </ol>
      <Boton variante="secundario" disabled={lineas.length >= max} onClick={anadir}>
        Añadir línea
      </Boton>
      {lineas.length >= max ? <p className="ui-hint">Como máximo {max} líneas por recibo.</p> : null}
    </div>
  );
}
