import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { AuthContext, type AuthContextValue } from 'shared-firebase';
import { comprobarLimite, descripcionDe } from 'tooling/limites';
import { describe, expect, it, vi } from 'vitest';
import type { Persona } from '../types';
import { LIMITES } from '../validacion';
import { ReciboForm } from './ReciboForm';

const sesion = {
  user: { uid: 'u1', email: 'ana@ejemplo.es', displayName: 'Ana' },
  loading: false,
  signOut: async () => {},
} as unknown as AuthContextValue;

function Pagina({
  enviar,
  pagadores = [],
}: {
  enviar: (...args: unknown[]) => Promise<unknown>;
  pagadores?: Persona[];
}) {
  const navigate = useNavigate();
  return (
    <AuthContext.Provider value={sesion}>
      <Link to="/etiquetas">Etiquetas</Link>
      <ReciboForm
        recibo={null}
        pagadores={pagadores}
        textoEnviar="Emitir recibo"
        enviar={async (input) => (await enviar(navigate, input)) === true}
        pendiente={false}
        onCancel={() => navigate('/recibos')}
      />
    </AuthContext.Provider>
  );
}

/** The form on its page, in a router like the shell's; `enviar` gets the page's navigate. */
function formulario(
  enviar: (...args: unknown[]) => Promise<unknown> = vi.fn(async () => {}),
  pagadores: Persona[] = [],
) {
  render(
    <MemoryRouter initialEntries={['/recibos/nuevo']}>
      <Routes>
        <Route path="/recibos/nuevo" element={<Pagina enviar={enviar} pagadores={pagadores} />} />
        <Route path="*" element={<h1>Otra página</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return enviar;
}

/** Fills line `n`, each value pasted whole (the subject is what the form makes of it, not typing). */
async function rellenar(n: number, descripcion: string, cantidad: string, precio: string) {
  for (const [nombre, valor] of [
    ['Descripción', descripcion],
    ['Cantidad', cantidad],
    ['Precio', precio],
  ] as const) {
    const campo = screen.getByLabelText(`${nombre} de la línea ${n}`);
    await userEvent.clear(campo);
    await userEvent.click(campo);
    await userEvent.paste(valor);
  }
}

describe('ReciboForm', () => {
  // A rent receipt could not say its property, its period nor which line is the rent.
  it('a rent receipt asks for its property and period, starts with the rent, and says «He recibido de…»', async () => {
    const enviar = formulario();
    await userEvent.click(screen.getByRole('radio', { name: 'Alquiler' }));
    expect((screen.getByLabelText('Descripción de la línea 1') as HTMLInputElement).value).toBe('Renta mensual');
    const recibi = screen.getByRole('checkbox', { name: 'Añadir «He recibido de … la cantidad de …»' });
    expect((recibi as HTMLInputElement).checked).toBe(true);
    await userEvent.type(screen.getByLabelText('Concepto'), 'Alquiler de diciembre');
    await userEvent.type(screen.getByLabelText('Nombre del pagador'), 'Carla');
    await rellenar(1, 'Renta', '1', '850');
    fireEvent.change(screen.getByLabelText('Mes del periodo'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect(screen.getByText('Indica la dirección del inmueble.')).toBeTruthy();
    expect(screen.getByText('Indica el mes que cubre el pago.')).toBeTruthy();
    expect(enviar).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Dirección del inmueble'), 'Calle Mayor 1, 2.º B');
    fireEvent.change(screen.getByLabelText('Mes del periodo'), { target: { value: '2026-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect(enviar).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        alquiler: { inmueble: 'Calle Mayor 1, 2.º B', desde: '2026-02-01', hasta: '2026-02-28' },
        recibi: true,
      }),
    );
  });

  // The tax ID was "NIF" whatever the currency: a Chilean payer's is a RUT.
  it('names the tax IDs as the country of the chosen currency does', async () => {
    formulario();
    expect(screen.getByLabelText('NIF/NIE del pagador (opcional)')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Moneda'), 'CLP');
    expect(screen.getByLabelText('RUT del emisor (opcional)')).toBeTruthy();
    expect(screen.getByLabelText('RUT del pagador (opcional)')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Moneda'), 'MXN');
    expect(screen.getByLabelText('RFC del pagador (opcional)')).toBeTruthy();
  });

  it('suggests earlier payers as the name is typed; one chosen with the keyboard brings their NIF and e-mail', async () => {
    formulario(undefined, [
      { nombre: 'Academia Sol', documento: 'B12345678', email: 'hola@academiasol.es' },
      { nombre: 'Beto Alumno' },
      { nombre: 'Academia Luna' },
    ]);
    await userEvent.type(screen.getByLabelText('Correo del pagador (opcional)'), 'otra@ejemplo.es');
    const nombre = screen.getByRole('combobox', { name: 'Nombre del pagador' });
    await userEvent.type(nombre, 'acad');
    const lista = screen.getByRole('listbox', { name: 'Pagadores anteriores' });
    expect(
      within(lista)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Academia SolB12345678 · hola@academiasol.es', 'Academia Luna']);
    await userEvent.keyboard('{ArrowDown}');
    expect(nombre.getAttribute('aria-activedescendant')).toBe(within(lista).getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{Enter}');
    expect((nombre as HTMLInputElement).value).toBe('Academia Sol');
    expect((screen.getByLabelText('NIF/NIE del pagador (opcional)') as HTMLInputElement).value).toBe('B12345678');
    // What was typed stays.
    expect((screen.getByLabelText('Correo del pagador (opcional)') as HTMLInputElement).value).toBe('otra@ejemplo.es');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('leaves at once while nothing was typed', async () => {
    formulario();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and keeps them if the user stays', async () => {
    formulario();
    await userEvent.type(screen.getByLabelText('Concepto'), 'Clases');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Concepto') as HTMLInputElement).value).toBe('Clases');
    // A link asks the same; "Salir sin guardar" goes on.
    await userEvent.click(screen.getByRole('link', { name: 'Etiquetas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeTruthy();
  });

  it('does not ask when the save itself moves on', async () => {
    formulario(async (navigate) => (navigate as (a: string) => void)('/recibos/r1'));
    await userEvent.type(screen.getByLabelText('Concepto'), 'Clases');
    await userEvent.type(screen.getByLabelText('Nombre del pagador'), 'Beto');
    await rellenar(1, 'Clase', '1', '20');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // The page moves on after a save as a transition: on a slow phone the saved form stays on screen
  // a moment, and a link clicked then once asked «¿Salir sin guardar?» about a receipt just saved.
  it('once saved, a link clicked before the page moves on leaves without asking; a failed save still asks', async () => {
    const enviar = vi.fn(async () => false);
    formulario(enviar);
    await userEvent.type(screen.getByLabelText('Concepto'), 'Clases');
    await userEvent.type(screen.getByLabelText('Nombre del pagador'), 'Beto');
    await rellenar(1, 'Clase', '1', '20');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect(enviar).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Etiquetas' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));

    enviar.mockImplementation(async () => true);
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect(enviar).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('link', { name: 'Etiquetas' }));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Up to the limit the live total is exact (floating point once gave …002,00 €); past it, a
  // number nobody can read (9.999.999.800.000.001,00 €) gives way to the limit.
  it('shows the live total exactly up to the limit and the limit past it, and refuses it naming each limit', async () => {
    const enviar = formulario();
    await rellenar(1, 'Todo', '10', '99999999,99');
    expect(screen.getByTestId('form-total').textContent).toBe('999.999.999,90\u00a0€');
    await rellenar(1, 'Todo', '99999999', '99999999');
    expect(screen.getByTestId('form-total').textContent).toBe('más de 1.000.000.000,00\u00a0€');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect(screen.getByText('La cantidad no puede superar 1.000.000.')).toBeTruthy();
    // Within the quantity and price limits, the total's own limit.
    await rellenar(1, 'Todo', '11', '99999999');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect((await screen.findByText(/El total no puede superar/)).textContent).toBe(
      'El total no puede superar 1.000.000.000,00\u00a0€.',
    );
    await rellenar(1, 'Todo', '1', '100000000,01');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    expect((await screen.findByText(/El precio no puede superar/)).textContent).toBe(
      'El precio no puede superar 100.000.000,00\u00a0€.',
    );
    expect(enviar).not.toHaveBeenCalled();
  });

  // A receipt acknowledges a payment.
  it('refuses a total of 0,00 with a clear message, and focuses it', async () => {
    const enviar = formulario();
    await userEvent.type(screen.getByLabelText('Concepto'), 'Regalo');
    await userEvent.type(screen.getByLabelText('Nombre del pagador'), 'Beto');
    await rellenar(1, 'Nada', '1', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    const alerta = await screen.findByText('El total debe ser mayor que 0: un recibo acredita un pago recibido.');
    await vi.waitFor(() => expect(document.activeElement).toBe(alerta));
    expect(enviar).not.toHaveBeenCalled();
  });

  // Keyboard users land in the line they just added, or beside the one they removed.
  it('moves focus into a new line, and to a neighbour when a line is removed', async () => {
    formulario();
    await rellenar(1, 'Primera', '1', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir línea' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Descripción de la línea 2'));
    await userEvent.type(document.activeElement as HTMLElement, 'Segunda');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir línea' }));
    await userEvent.type(screen.getByLabelText('Descripción de la línea 3'), 'Tercera');

    // Removing the middle line: focus goes to the line that takes its place.
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la línea 2' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Descripción de la línea 2'));
    expect((document.activeElement as HTMLInputElement).value).toBe('Tercera');
    // Removing the last line: focus goes to the one before it.
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la línea 2' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Descripción de la línea 1'));
    expect((document.activeElement as HTMLInputElement).value).toBe('Primera');
  });

  it('says, with the notes field, that notes are private', () => {
    formulario();
    const descripcion = screen.getByLabelText('Notas (opcional)').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descripcion)?.textContent).toBe(
      'Solo para ti: no aparecen en el recibo impreso ni en el enlace que compartes.',
    );
  });

  it('shows each line’s amount as it is typed', async () => {
    formulario();
    await rellenar(1, 'Material', '1,5', '3,33');
    expect(screen.getByTestId('importe-linea-1').textContent).toBe('5,00\u00a0€');
    expect(screen.getByTestId('form-total').textContent).toBe('5,00\u00a0€');
  });

  it('says beside the price how it read one typed with a dot', async () => {
    formulario();
    await rellenar(1, 'Material', '2', '1.500');
    const precio = screen.getByLabelText('Precio de la línea 1');
    expect(precio.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(precio.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Se lee 1500,00\u00a0€',
    );
    expect(screen.getByTestId('importe-linea-1').textContent).toBe('3000,00\u00a0€');
  });
  // Each text says its limit (the rules', in characters as a person counts them) while it is typed:
  // the concept once took 400 and only then said «Máximo 200 caracteres», on submit.
  it.each([
    ['Concepto', LIMITES.concepto],
    ['Nombre del emisor', LIMITES.nombre],
    ['NIF/NIE del emisor (opcional)', LIMITES.documento],
    ['Dirección del emisor (opcional)', LIMITES.direccion],
    ['Contacto del emisor (opcional)', LIMITES.contacto],
    ['Nombre del pagador', LIMITES.nombre],
    ['NIF/NIE del pagador (opcional)', LIMITES.documento],
    ['Correo del pagador (opcional)', LIMITES.email],
    ['Descripción de la línea 1', LIMITES.descripcion],
    ['Notas (opcional)', LIMITES.notas],
  ])('«%s» says near %i characters how many it holds, and past it how many are too many', async (rotulo, max) => {
    formulario();
    await comprobarLimite(screen.getByLabelText(rotulo), max);
  });

  it('counts an emoji as one character', async () => {
    formulario();
    const concepto = screen.getByLabelText('Concepto') as HTMLInputElement;
    await userEvent.click(concepto);
    await userEvent.paste(`${'x'.repeat(LIMITES.concepto - 1)}👩‍👩‍👧`);
    expect(descripcionDe(concepto)).toContain(`${LIMITES.concepto} de ${LIMITES.concepto} caracteres`);
  });
  it('offers to save the issuer’s details only while none are saved', () => {
    formulario();
    expect(screen.getByRole('link', { name: 'Guarda tus datos de emisor' })).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <AuthContext.Provider value={sesion}>
          <ReciboForm
            recibo={null}
            emisor={{ nombre: 'Ana Emisora', documento: '12345678Z' }}
            textoEnviar="Emitir recibo"
            enviar={vi.fn()}
            pendiente={false}
            onCancel={() => {}}
          />
        </AuthContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Nombre del emisor')).toHaveProperty('value', 'Ana Emisora');
    expect(screen.queryByRole('link', { name: 'Guarda tus datos de emisor' })).toBeNull();
  });
});
