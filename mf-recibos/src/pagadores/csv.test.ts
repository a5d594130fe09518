import { describe, expect, it } from 'vitest';
import { recibosACsv } from '../recibos/csv';
import { reciboDePrueba } from '../recibos/recibo.fixture';
import { leerCsvDePagadores, textoDelArchivo } from './csv';

const filas = (texto: string, existentes = []) => {
  const lectura = leerCsvDePagadores(texto, existentes);
  if ('error' in lectura) throw new Error(lectura.error);
  return lectura.filas;
};

describe('payers read from a CSV', () => {
  it('reads a plain list by its header, with ; or , and quoted cells, and names each bad row', () => {
    const leidas = filas(
      'Nombre;Correo;Teléfono;NIF\nCarla Gómez;carla@ejemplo.es;+34 600 11 22 33;12345678Z\n"Beto; hijo";beto@;;\n;sin@nombre.es;;\n',
    );
    expect(leidas).toEqual([
      {
        linea: 2,
        pagador: {
          nombre: 'Carla Gómez',
          email: 'carla@ejemplo.es',
          telefono: '+34 600 11 22 33',
          documento: '12345678Z',
        },
        errores: [],
        repetido: false,
      },
      {
        linea: 3,
        pagador: { nombre: 'Beto; hijo', email: 'beto@' },
        errores: ['Escribe un correo electrónico válido.'],
        repetido: false,
      },
      {
        linea: 4,
        pagador: { nombre: '', email: 'sin@nombre.es' },
        errores: ['El nombre del pagador es obligatorio.'],
        repetido: false,
      },
    ]);
    expect(filas('name,email\nAna,ana@ejemplo.es')).toMatchObject([
      { pagador: { nombre: 'Ana', email: 'ana@ejemplo.es' } },
    ]);
  });

  // A Spanish landlord's sheet: «DNI/NIE» was not recognised (every tax ID came out empty, and
  // nothing said so), and Vivienda, Renta and Forma de pago were dropped without a word.
  it('reads the usual Spanish and Chilean headers, maps the rent onto the first line, and names what it leaves out', () => {
    const lectura = leerCsvDePagadores(
      'Nombre;DNI/NIE;Correo electrónico;Teléfono;Vivienda;Renta;Forma de pago\n' +
        'Lucía Pérez;X1234567L;lucia@ejemplo.es;600111222;Calle Mayor 1;720,00 €;Transferencia\n' +
        'Diego Ruiz;12345678Z;;;Calle Sol 2;setecientos;Bizum\n',
      [],
    );
    if ('error' in lectura) throw new Error(lectura.error);
    expect(lectura.ignoradas).toEqual(['Vivienda', 'Forma de pago']);
    expect(lectura.columnaDeImporte).toBe('Renta');
    expect(lectura.filas[0]?.pagador).toEqual({
      nombre: 'Lucía Pérez',
      documento: 'X1234567L',
      email: 'lucia@ejemplo.es',
      telefono: '600111222',
      lineas: [{ descripcion: 'Renta', cantidad: 1, precioUnitario: 72000 }],
    });
    expect(lectura.filas[1]?.errores).toEqual(['«setecientos» no es un importe válido en la columna «Renta».']);
    for (const cabecera of ['Inquilino', 'Socio', 'Nombre y apellidos'])
      expect(filas(`${cabecera};Correo\nAna;ana@ejemplo.es`)[0]?.pagador.nombre, cabecera).toBe('Ana');
    for (const [cabecera, campo] of [
      ['NIF', 'documento'],
      ['DNI', 'documento'],
      ['NIE', 'documento'],
      ['CIF', 'documento'],
      ['RUT', 'documento'],
      ['DNI / NIE', 'documento'],
      ['Email', 'email'],
      ['E-mail', 'email'],
      ['Móvil', 'telefono'],
    ] as const)
      expect(filas(`Nombre;${cabecera}\nAna;x1`)[0]?.pagador[campo], cabecera).toBe('x1');
    expect(filas('Inquilino;Email\nAna;ana@ejemplo.es')[0]?.pagador).toEqual({
      nombre: 'Ana',
      email: 'ana@ejemplo.es',
    });
  });

  // 6.543.210-3 has a wrong check digit and was imported; RUTs came in as typed.
  it('checks each RUT’s check digit and stores it as «18.456.789-K», however typed', () => {
    const leidas = filas(
      'Socio;RUT;Cuota\nAna;6.543.210-3;$15.000\nBeto;18456789-k;$15.000\nCarla;18.456.789-K;15000\nDora;5126663-3;\n',
    );
    expect(leidas.map((f) => [f.pagador.nombre, f.pagador.documento, f.errores])).toEqual([
      ['Ana', '6.543.210-3', ['Este RUT no es válido: revisa el dígito verificador (por ejemplo 12.345.678-5).']],
      ['Beto', '18.456.789-K', []],
      ['Carla', '18.456.789-K', []],
      ['Dora', '5.126.663-3', []],
    ]);
    expect(leidas[0]?.errores).toHaveLength(1);
    expect(leidas[1]?.pagador.lineas).toEqual([{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 1_500_000 }]);
    // Outside a RUT column, only a RUT written with its dots is checked as one.
    expect(filas('Nombre;Documento\nAna;6.543.210-3')[0]?.errores).toHaveLength(1);
    expect(filas('Nombre;Documento\nAna;12345678-9')[0]?.errores).toEqual([]);
  });

  it('reads the app’s own export: one payer per person, its formula guard taken off', () => {
    const exportado = recibosACsv([
      reciboDePrueba({ id: 'a', pagador: { nombre: '=Beto', documento: '12345678Z', email: 'beto@ejemplo.es' } }),
      reciboDePrueba({ id: 'b', numero: 2, pagador: { nombre: '=Beto', documento: '12345678Z' } }),
      reciboDePrueba({ id: 'c', numero: 3, pagador: { nombre: 'Carla' } }),
    ]);
    const leidas = filas(exportado);
    expect(leidas.map((f) => [f.pagador.nombre, f.repetido, f.errores])).toEqual([
      ['=Beto', false, []],
      ['=Beto', true, []],
      ['Carla', false, []],
    ]);
    expect(leidas[0]?.pagador).toEqual({ nombre: '=Beto', documento: '12345678Z', email: 'beto@ejemplo.es' });
  });

  it('skips the payers already in the list', () => {
    const leidas = filas('nombre;documento\nCARLA  gómez ;12345678z', [
      { id: 'p1', nombre: 'Carla Gómez', documento: '12345678Z' },
    ] as never);
    expect(leidas[0]?.repetido).toBe(true);
    expect(
      filas('nombre;documento\nCarla Gómez;87654321X', [
        { id: 'p1', nombre: 'Carla Gómez', documento: '12345678Z' },
      ] as never)[0]?.repetido,
    ).toBe(false);
  });

  it('names each row by the line it starts on, and a broken one with its reason', () => {
    const leidas = filas(
      'Nombre,Dirección\n\nAna,"Calle Mayor 1\n28013 Madrid"\nBeto,Calle Sol, 3\nCarla,"sin cerrar\n',
    );
    expect(leidas.map((f) => [f.linea, f.pagador.nombre, f.errores])).toEqual([
      [3, 'Ana', []],
      [5, 'Beto', ['La fila tiene más columnas que la cabecera: revisa el separador o las comillas.']],
      [6, 'Carla', ['La fila está mal formada: revisa las comillas.']],
    ]);
    expect(leidas[0]?.pagador.direccion).toBe('Calle Mayor 1\n28013 Madrid');
  });

  it('reads a single column whole, commas and all', () => {
    expect(filas('Nombre\nGarcía, Ana').map((f) => f.pagador)).toEqual([{ nombre: 'García, Ana' }]);
  });

  it('reads a file saved by Excel in Windows-1252 as well as UTF-8', () => {
    const latin1 = Uint8Array.from([0x47, 0xf3, 0x6d, 0x65, 0x7a]).buffer; // «Gómez»
    expect(textoDelArchivo(latin1)).toBe('Gómez');
    expect(textoDelArchivo(new TextEncoder().encode('Gómez').buffer)).toBe('Gómez');
  });

  it('says what is missing when no column names the payer', () => {
    expect(leerCsvDePagadores('Correo\nana@ejemplo.es', [])).toEqual({
      error: expect.stringMatching(/^El archivo no tiene una columna con el nombre/),
    });
  });
});
