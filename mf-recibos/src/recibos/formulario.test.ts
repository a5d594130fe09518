import { describe, expect, it, vi } from 'vitest';
import {
  aEntrada,
  datosDeOtroPagador,
  eleccionDePagador,
  estadoDeCopia,
  estadoInicial,
  importeAMostrar,
  importeEnVivo,
  lineaVacia,
  precioLeido,
  rellenadoInicial,
  totalEnVivo,
} from './formulario';
import type { Recibo } from './types';

const recibo: Recibo = {
  id: 'r1',
  numero: 7,
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana', documento: '12345678Z' },
  pagador: { nombre: 'Beto', email: 'beto@ejemplo.es' },
  concepto: 'Marzo',
  lineas: [
    { descripcion: 'Clase', cantidad: 1.5, precioUnitario: 333 },
    { descripcion: 'Matrícula', cantidad: 1, precioUnitario: 123456 },
  ],
  total: 123956,
  moneda: 'USD',
  metodoPago: 'bizum',
  estado: 'emitido',
  etiquetas: ['e1'],
  notas: 'pagado',
  compartido: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('the receipt form ↔ a receipt', () => {
  it('shows a receipt as Spanish text and reads it back unchanged', () => {
    const estado = estadoInicial(recibo, { nombre: 'otra' });
    expect(estado.lineas.map(({ cantidad, precio }) => [cantidad, precio])).toEqual([
      ['1,5', '3,33'],
      ['1', '1234,56'],
    ]);
    expect(estado.emisorNombre).toBe('Ana');
    const { id, numero, total, estado: _e, compartido, createdAt, updatedAt, ...entrada } = recibo;
    expect(aEntrada(estado)).toEqual({
      ...entrada,
      emisor: { nombre: 'Ana', documento: '12345678Z', direccion: '', contacto: '' },
      pagador: { nombre: 'Beto', documento: '', email: 'beto@ejemplo.es', telefono: '' },
    });
  });

  it('starts a new receipt with the saved issuer, address and contact included', () => {
    const estado = estadoInicial(null, {
      nombre: 'Ana S.L.',
      documento: 'B12345678',
      direccion: 'Calle Mayor 1\n28013 Madrid',
      contacto: 'ana@ejemplo.es',
    });
    expect(estado).toMatchObject({
      emisorNombre: 'Ana S.L.',
      emisorDocumento: 'B12345678',
      emisorDireccion: 'Calle Mayor 1\n28013 Madrid',
      emisorContacto: 'ana@ejemplo.es',
    });
    expect(aEntrada(estado).emisor).toEqual({
      nombre: 'Ana S.L.',
      documento: 'B12345678',
      direccion: 'Calle Mayor 1\n28013 Madrid',
      contacto: 'ana@ejemplo.es',
    });
  });

  it('starts a new receipt in the usual currency and payment method of the issuer’s details', () => {
    const estado = estadoInicial(null, { nombre: 'Ana' }, { moneda: 'CLP', metodoPago: 'bizum' });
    expect(estado).toMatchObject({ moneda: 'CLP', metodoPago: 'bizum' });
    expect(estadoInicial(null, { nombre: 'Ana' }, { metodoPago: 'efectivo' })).toMatchObject({
      moneda: 'EUR',
      metodoPago: 'efectivo',
    });
  });

  it('starts a new receipt today, in euros, with one line and the account as issuer', () => {
    // Late on the 5th, local time: today is the 5th wherever the test runs.
    vi.useFakeTimers({ now: new Date(2026, 2, 5, 23, 30), toFake: ['Date'] });
    const estado = estadoInicial(null, { nombre: 'ana@ejemplo.es' });
    vi.useRealTimers();
    expect(estado.fecha).toBe('2026-03-05');
    expect(estado.moneda).toBe('EUR');
    expect(estado.emisorNombre).toBe('ana@ejemplo.es');
    expect(estado.lineas).toHaveLength(1);
  });

  it('duplicates a receipt dated today, without its private notes', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 9, 0), toFake: ['Date'] });
    const copia = estadoDeCopia(recibo);
    vi.useRealTimers();
    const { fecha, notas, mes, ...resto } = copia;
    const { fecha: _f, notas: _n, mes: _m, ...original } = estadoInicial(recibo, { nombre: '' });
    expect(fecha).toBe('2026-11-24');
    expect(notas).toBe('');
    expect(mes).toBe('2026-11');
    expect({ ...resto, lineas: resto.lineas.map(({ clave, ...l }) => l) }).toEqual({
      ...original,
      lineas: original.lineas.map(({ clave, ...l }) => l),
    });
    expect(resto.etiquetas).toEqual(['e1']);
    expect(resto.moneda).toBe('USD');
  });

  // Duplicating October's rent receipt kept October as its period.
  it('duplicates a rent receipt for this month, or asks its span of days again', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 9, 0), toFake: ['Date'] });
    const mensual = estadoDeCopia({
      ...recibo,
      alquiler: { inmueble: 'Calle Mayor 1', desde: '2026-10-01', hasta: '2026-10-31' },
    });
    const tramo = estadoDeCopia({
      ...recibo,
      alquiler: { inmueble: 'Calle Mayor 1', desde: '2026-10-15', hasta: '2026-11-14' },
    });
    vi.useRealTimers();
    expect(mensual).toMatchObject({ tipo: 'alquiler', inmueble: 'Calle Mayor 1', periodo: 'mes', mes: '2026-11' });
    expect(aEntrada(mensual).alquiler).toEqual({ inmueble: 'Calle Mayor 1', desde: '2026-11-01', hasta: '2026-11-30' });
    expect(tramo).toMatchObject({ tipo: 'alquiler', periodo: 'fechas', desde: '', hasta: '' });
  });

  // Choosing a second payer kept the first one's tax ID, e-mail, concept and lines.
  it('a payer chosen replaces what the previous choice filled, never what was typed', () => {
    const nuevo = estadoInicial(null, { nombre: 'Ana' });
    const carla = {
      nombre: 'Carla',
      documento: '12345678Z',
      email: 'carla@ejemplo.es',
      telefono: '+34 600 11 22 33',
      predeterminados: {
        concepto: 'Alquiler',
        lineas: [{ descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 85_000 }],
        moneda: 'EUR' as const,
        etiquetas: ['e1'],
      },
    };
    const beto = {
      nombre: 'Beto',
      email: 'beto@ejemplo.es',
      predeterminados: { concepto: 'Cuota', etiquetas: ['e2'] },
    };
    const primera = eleccionDePagador({ ...nuevo, etiquetas: ['mia'] }, carla, {}, true);
    const conCarla = { ...nuevo, etiquetas: ['mia'], ...primera.cambio };
    expect(conCarla).toMatchObject({
      pagadorDocumento: '12345678Z',
      pagadorTelefono: '+34 600 11 22 33',
      concepto: 'Alquiler',
      etiquetas: ['mia', 'e1'],
    });
    expect(conCarla.lineas.map((l) => l.descripcion)).toEqual(['Renta mensual']);
    const segunda = eleccionDePagador(conCarla, beto, primera.rellenado, true);
    const conBeto = { ...conCarla, ...segunda.cambio };
    expect(conBeto).toMatchObject({
      pagadorNombre: 'Beto',
      pagadorDocumento: '',
      pagadorEmail: 'beto@ejemplo.es',
      pagadorTelefono: '',
      concepto: 'Cuota',
      etiquetas: ['mia', 'e2'],
    });
    expect(conBeto.lineas.map((l) => l.descripcion)).toEqual(['']);
    // What the user changed stays.
    const escrito = eleccionDePagador({ ...conCarla, concepto: 'Alquiler y garaje' }, beto, primera.rellenado, true);
    expect(escrito.cambio.concepto).toBeUndefined();
    // Editing a receipt: its data only, none of the defaults.
    expect(eleccionDePagador(nuevo, carla, {}, false).cambio).toEqual({
      pagadorNombre: 'Carla',
      pagadorDocumento: '12345678Z',
      pagadorEmail: 'carla@ejemplo.es',
      pagadorTelefono: '+34 600 11 22 33',
    });
  });

  // «Duplicar» Carolina's receipt, then choosing Gabriela, kept Carolina's RUT and e-mail: the
  // receipt went to Carolina, naming Gabriela.
  it('a copy’s payer details belong to that payer: choosing another replaces them, and says what typed it kept', () => {
    const copia = estadoDeCopia({
      ...recibo,
      pagador: {
        nombre: 'Carolina',
        documento: '18.456.789-K',
        email: 'carolina@ejemplo.cl',
        telefono: '+56 9 1111 1111',
      },
    });
    const gabriela = { nombre: 'Gabriela Torres Reyes', documento: '12.345.678-5', email: 'gabriela@ejemplo.cl' };
    const eleccion = eleccionDePagador(copia, gabriela, rellenadoInicial(copia), true);
    expect(eleccion.cambio).toMatchObject({
      pagadorNombre: 'Gabriela Torres Reyes',
      pagadorDocumento: '12.345.678-5',
      pagadorEmail: 'gabriela@ejemplo.cl',
      pagadorTelefono: '',
    });
    expect(eleccion.conservados).toEqual([]);
    // The e-mail typed by hand after the copy stays, and the form is told so; the rest is replaced.
    const escrito = { ...copia, pagadorEmail: 'tesoreria@ejemplo.cl' };
    const otra = eleccionDePagador(escrito, gabriela, rellenadoInicial(copia), true);
    expect(otra.cambio.pagadorEmail).toBeUndefined();
    expect(otra.cambio.pagadorDocumento).toBe('12.345.678-5');
    expect(otra.conservados).toEqual(['el correo']);
    // A new receipt starts with nothing filled.
    expect(rellenadoInicial(estadoInicial(null, { nombre: 'Ana' }))).toEqual({});
  });

  it('says how it read a price typed with a dot, which can be read two ways', () => {
    expect(precioLeido('1.5', 'EUR')).toBe('Se lee 1,50\u00a0€');
    expect(precioLeido('1.500', 'EUR')).toBe('Se lee 1500,00\u00a0€');
    expect(precioLeido('1.500', 'CLP')).toBe('Se lee $1.500');
    expect(precioLeido('1.5', 'MXN')).toBe('Se lee $1.50');
    expect(precioLeido('12,50', 'EUR')).toBeNull();
    expect(precioLeido('1.2.3', 'EUR')).toBeNull();
  });

  it('turns what is not a number into values validation refuses, never a guess', () => {
    const linea = { ...lineaVacia(), descripcion: 'x', cantidad: 'mucho', precio: '=1+1' };
    const [leida] = aEntrada({ ...estadoInicial(null, { nombre: '' }), lineas: [linea] }).lineas;
    expect(Number.isNaN(leida?.cantidad)).toBe(true);
    expect(leida?.precioUnitario).toBe(-1);
    expect(importeEnVivo(linea)).toBeNull();
  });

  it('sums the live total exactly from the lines that read as numbers', () => {
    const lineas = [
      { ...lineaVacia(), cantidad: '1,5', precio: '3,33' },
      { ...lineaVacia(), cantidad: '99999999', precio: '99999999' },
      { ...lineaVacia(), cantidad: '', precio: '10' },
    ];
    expect(totalEnVivo({ lineas })).toBe(500n + 999_999_980_000_000_100n);
  });

  it('shows an amount up to the receipt limit exactly, and the limit past it', () => {
    expect(importeAMostrar(1_000_000_000_00n, 'EUR')).toBe('1.000.000.000,00\u00a0€');
    expect(importeAMostrar(1_000_000_000_01n, 'EUR')).toBe('más de 1.000.000.000,00\u00a0€');
    expect(importeAMostrar(999_999_980_000_000_600n, 'USD')).toBe('más de 1.000.000.000,00\u00a0US$');
  });

  it('gives every line its own key, so focus follows the line and not its position', () => {
    expect(lineaVacia().clave).not.toBe(lineaVacia().clave);
  });
});

describe('datosDeOtroPagador', () => {
  const copia = estadoDeCopia({
    ...recibo,
    pagador: { nombre: 'Carolina Pérez', documento: '12.345.678-5', email: 'caro@x.cl' },
  });
  const rellenado = rellenadoInicial(copia);

  it('names the copied details left when another name is typed by hand', () => {
    expect(datosDeOtroPagador({ ...copia, pagadorNombre: 'Gabriela Torres' }, rellenado, 'Carolina Pérez')).toEqual([
      'el documento fiscal',
      'el correo',
    ]);
  });

  it('says nothing for the same name (any case, accents), an empty one, or details typed since', () => {
    expect(datosDeOtroPagador({ ...copia, pagadorNombre: 'carolina perez' }, rellenado, 'Carolina Pérez')).toEqual([]);
    expect(datosDeOtroPagador({ ...copia, pagadorNombre: '' }, rellenado, 'Carolina Pérez')).toEqual([]);
    const cambiados = { ...copia, pagadorNombre: 'Gabriela Torres', pagadorEmail: 'gabi@x.cl' };
    expect(datosDeOtroPagador(cambiados, rellenado, 'Carolina Pérez')).toEqual(['el documento fiscal']);
  });
});
