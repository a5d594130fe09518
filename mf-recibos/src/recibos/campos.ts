// The fields a receipt is stored with for what was typed: trimmed, its total computed, its search
// terms derived. Pure (no Firebase), so the browser's data module and the Cloud Function that
// issues recurring receipts write the very same shape.
import { recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { terminosDeBusqueda } from './busqueda';
import { totalRecibo } from './dinero';
import type { Emisor, Persona, ReciboInput } from './types';

/** A text as stored: trimmed; with nothing visible it is absent (optional) or empty (refused). */
export const texto = (t: string | undefined) => {
  const limpio = recortar(t ?? '');
  return tieneTextoVisible(limpio) ? limpio : '';
};

function persona(p: Persona, conEmail: boolean): Persona {
  const limpia: Persona = { nombre: texto(p.nombre) };
  if (texto(p.documento)) limpia.documento = texto(p.documento);
  if (conEmail && texto(p.email)) limpia.email = texto(p.email);
  if (conEmail && texto(p.telefono)) limpia.telefono = texto(p.telefono);
  return limpia;
}

function emisorDe(e: Emisor): Emisor {
  const limpio: Emisor = persona(e, false);
  if (texto(e.direccion)) limpio.direccion = texto(e.direccion);
  if (texto(e.contacto)) limpio.contacto = texto(e.contacto);
  if (e.firma) limpio.firma = e.firma;
  return limpio;
}

/** The optional top-level fields a receipt's content may have, and an edit may take away. */
export const OPCIONALES_DEL_CONTENIDO = ['alquiler', 'recibi'] as const;

/** The stored fields for what the user typed: trimmed, total computed, search terms derived. */
export function camposRecibo(input: ReciboInput, etiquetasExistentes?: ReadonlySet<string>) {
  const pagador = persona(input.pagador, true);
  const concepto = texto(input.concepto);
  const lineas = input.lineas.map((l) => ({
    descripcion: texto(l.descripcion),
    cantidad: l.cantidad,
    precioUnitario: l.precioUnitario,
  }));
  return {
    fecha: input.fecha,
    emisor: emisorDe(input.emisor),
    pagador,
    concepto,
    lineas,
    // validarRecibo keeps it within TOTAL_MAX, a safe integer.
    total: Number(totalRecibo(lineas)),
    moneda: input.moneda,
    metodoPago: input.metodoPago,
    // Labels deleted since are dropped on save.
    etiquetas: [...new Set(input.etiquetas)].filter((id) => !etiquetasExistentes || etiquetasExistentes.has(id)),
    notas: recortar(input.notas),
    busqueda: terminosDeBusqueda(pagador.nombre, concepto),
    ...(input.alquiler
      ? {
          alquiler: {
            inmueble: texto(input.alquiler.inmueble),
            desde: input.alquiler.desde,
            hasta: input.alquiler.hasta,
          },
        }
      : {}),
    ...(input.recibi ? { recibi: true as const } : {}),
  };
}
