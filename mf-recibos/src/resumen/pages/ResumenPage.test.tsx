// The summary page: its states (reading, an empty year, a year that is no year) and what it
// shows of a year, each figure linking to the list that adds up to it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthContext, type AuthContextValue } from 'shared-firebase';
import { elegirLibro } from 'shared-firebase/libro';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reciboDePrueba } from '../../recibos/recibo.fixture';

const api = vi.hoisted(() => ({ todosLosRecibos: vi.fn(), totalesRecibos: vi.fn() }));
vi.mock('../../recibos/api/recibos', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const perfil = vi.hoisted(() => ({ actual: null as unknown }));
const envios = vi.hoisted(() => ({ enviarCertificado: vi.fn() }));
vi.mock('../../envios/api/envios', async (importOriginal) => ({ ...(await importOriginal<object>()), ...envios }));
const personas = vi.hoisted(() => ({ misAccesos: vi.fn() }));
vi.mock('../../libro/api/personas', async (importOriginal) => ({ ...(await importOriginal<object>()), ...personas }));
vi.mock('../../emisor/hooks/usePerfilEmisor', () => ({
  usePerfilEmisor: () => ({ data: perfil.actual, isLoading: false }),
}));
const { ResumenPage } = await import('./ResumenPage');
const { PERFIL_VACIO } = await import('../../emisor/types');

const sesion = { user: { uid: 'ana' }, loading: false, signOut: async () => {} } as unknown as AuthContextValue;

function abrir(ruta: string, conSesion = sesion) {
  render(
    <AuthContext.Provider value={conSesion}>
      <MemoryRouter initialEntries={[ruta]}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          <Routes>
            <Route path="/recibos/resumen/:anio" element={<ResumenPage />} />
          </Routes>
        </SWRConfig>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

afterEach(() => {
  vi.resetAllMocks();
  elegirLibro('ana', 'ana');
});

/** Text as read, with the non-breaking spaces of formatted amounts as spaces. */
const texto = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('the year summary page', () => {
  it('a year without receipts says so', async () => {
    api.todosLosRecibos.mockResolvedValue([]);
    api.totalesRecibos.mockResolvedValue({ recibos: 0, importes: [] });
    abrir('/recibos/resumen/2031');
    expect(screen.getByRole('heading', { level: 1, name: 'Resumen de 2031' })).toBeTruthy();
    expect(await screen.findByText('No hay recibos emitidos en 2031.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    expect(api.todosLosRecibos).toHaveBeenCalledWith({ desde: '2031-01-01', hasta: '2031-12-31' });
  });

  // The receipts of another's book carry its owner's labels, which are not the reader's; and a
  // certificate is signed with the book's issuer details: made by whoever issues in it.
  it('in another’s book: no labels, said why, and the certificates left to whoever issues in it', async () => {
    personas.misAccesos.mockResolvedValue([{ libro: 'libro-de-beto', nombreDelLibro: 'Beto', rol: 'consulta' }]);
    elegirLibro('ana', 'libro-de-beto');
    perfil.actual = { ...PERFIL_VACIO, nombre: 'Beto', documento: '50000000B', ciudad: 'Madrid' };
    api.totalesRecibos.mockResolvedValue({ recibos: 1, importes: [{ moneda: 'EUR', centimos: 70000 }] });
    api.todosLosRecibos.mockResolvedValue([
      reciboDePrueba({ id: 'a', fecha: '2026-03-01', total: 70000, etiquetas: ['e1'] }),
    ]);
    abrir('/recibos/resumen/2026');
    expect(await screen.findByText(/Las etiquetas son de cada persona/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Por etiqueta' })).toBeNull();
    expect(screen.queryByText('Etiqueta eliminada')).toBeNull();
    expect(screen.getByTestId('certificados-del-propietario')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Descargar certificado/ })).toBeNull();
  });

  it('with «Emisión» in another’s book: certificates, or what its owner has to fill in first', async () => {
    personas.misAccesos.mockResolvedValue([{ libro: 'libro-de-beto', nombreDelLibro: 'Beto', rol: 'emision' }]);
    elegirLibro('ana', 'libro-de-beto');
    perfil.actual = { ...PERFIL_VACIO, nombre: 'Beto' };
    api.totalesRecibos.mockResolvedValue({ recibos: 1, importes: [{ moneda: 'EUR', centimos: 70000 }] });
    api.todosLosRecibos.mockResolvedValue([reciboDePrueba({ id: 'a', fecha: '2026-03-01', total: 70000 })]);
    abrir('/recibos/resumen/2026');
    expect(await screen.findByText(/quien lo lleva tiene que rellenar/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Datos del emisor' })).toBeNull();
  });

  it('an address that names no year says so, and reads nothing', () => {
    abrir('/recibos/resumen/doce');
    expect(screen.getByText('«doce» no es un año.')).toBeTruthy();
    expect(api.todosLosRecibos).not.toHaveBeenCalled();
  });

  it('shows the totals, a chart per currency with its table, and each property and payer', async () => {
    perfil.actual = { ...PERFIL_VACIO, nombre: 'Ana', documento: '50000000B', ciudad: 'Madrid' };
    api.totalesRecibos.mockResolvedValue({
      recibos: 3,
      importes: [
        { moneda: 'EUR', centimos: 140000 },
        { moneda: 'CLP', centimos: 1500000 },
      ],
    });
    const casa = { inmueble: 'Calle Mayor 1\nMadrid', desde: '2026-03-01', hasta: '2026-03-31' };
    api.todosLosRecibos.mockResolvedValue([
      reciboDePrueba({ id: 'a', fecha: '2026-03-01', total: 70000, alquiler: casa }),
      reciboDePrueba({ id: 'b', fecha: '2026-04-01', total: 70000, alquiler: casa }),
      reciboDePrueba({ id: 'c', fecha: '2026-04-02', total: 1500000, moneda: 'CLP', pagador: { nombre: 'Pía' } }),
      reciboDePrueba({ id: 'd', fecha: '2026-05-02', total: 9, estado: 'anulado' }),
    ]);
    abrir('/recibos/resumen/2026');
    const totales = await screen.findByTestId('totales-del-anio');
    expect(texto(totales)).toContain('1400,00 € y $15.000');
    expect(within(totales).getByRole('link', { name: '3 recibos' }).getAttribute('href')).toBe(
      '/recibos?desde=2026-01-01&hasta=2026-12-31&estado=emitido',
    );
    expect(await screen.findByText('1', { selector: 'dd a' })).toBeTruthy();
    expect(screen.getAllByRole('img').map((i) => (i.getAttribute('aria-label') ?? '').replace(/\s/g, ' '))).toEqual([
      'Importe emitido en EUR por mes, de enero a diciembre. El mes más alto, marzo: 700,00 €.',
      'Importe emitido en CLP por mes, de enero a diciembre. El mes más alto, abril: $15.000.',
    ]);
    const meses = screen.getByRole('table', { name: 'Por meses de 2026' });
    const abril = within(meses).getByRole('row', { name: /abril/ });
    expect(texto(abril)).toContain('700,00 € y $15.000');
    expect(within(abril).getByRole('link', { name: 'abril' }).getAttribute('href')).toBe(
      '/recibos?desde=2026-04-01&hasta=2026-04-30&estado=emitido',
    );
    const inmuebles = screen.getByRole('table', { name: 'Alquileres de 2026 por inmueble' });
    expect(
      within(inmuebles)
        .getByRole('row', { name: /Calle Mayor 1, Madrid/ })
        .textContent?.replace(/\s/g, ' '),
    ).toContain('1400,00 €');
    const pagadores = screen.getByRole('table', { name: 'Recibos de 2026 por pagador' });
    expect(
      within(pagadores)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Beto', 'Pía']);
  });

  it('offers a certificate per payer, warning when the payer has no tax ID; none while the issuer has none', async () => {
    api.totalesRecibos.mockResolvedValue({ recibos: 2, importes: [{ moneda: 'EUR', centimos: 2 }] });
    api.todosLosRecibos.mockResolvedValue([
      reciboDePrueba({ id: 'a', fecha: '2026-03-01', total: 1, pagador: { nombre: 'Lucía', documento: '12345678Z' } }),
      reciboDePrueba({ id: 'b', fecha: '2026-04-01', total: 1, pagador: { nombre: 'Sin Papeles' } }),
    ]);
    perfil.actual = { ...PERFIL_VACIO, nombre: 'Ana', documento: '50000000B', ciudad: 'Madrid' };
    abrir('/recibos/resumen/2026');
    const lista = await screen.findByRole('list', { name: 'Certificados de pagos de 2026' });
    const [lucia, otro] = within(lista).getAllByRole('listitem');
    expect(within(lucia as HTMLElement).getByRole('button', { name: 'Descargar certificado de Lucía' })).toBeTruthy();
    expect(within(lucia as HTMLElement).queryByText(/Sin documento fiscal/)).toBeNull();
    expect(within(otro as HTMLElement).getByText(/una deducción puede pedir el NIF del pagador/)).toBeTruthy();
  });

  it('with no tax ID for the issuer, says what to fill in and where', async () => {
    api.totalesRecibos.mockResolvedValue({ recibos: 1, importes: [{ moneda: 'EUR', centimos: 1 }] });
    api.todosLosRecibos.mockResolvedValue([reciboDePrueba({ fecha: '2026-03-01' })]);
    perfil.actual = { ...PERFIL_VACIO, nombre: 'Ana' };
    abrir('/recibos/resumen/2026');
    const aviso = await screen.findByText(/Para emitirlos, rellena el NIF o documento fiscal y la ciudad en/);
    expect(within(aviso).getByRole('link', { name: 'Datos del emisor' }).getAttribute('href')).toBe('/recibos/emisor');
    expect(screen.queryByRole('button', { name: /Descargar certificado/ })).toBeNull();
  });

  it('sends every certificate at once: each payer with an e-mail in turn, the limit stops the rest, each listed with why', async () => {
    const { EnvioNoRealizado } = await import('../../envios/api/envios');
    const { RECHAZOS_DEL_ENVIO } = await import('dominio-recibos');
    api.totalesRecibos.mockResolvedValue({ recibos: 4, importes: [{ moneda: 'EUR', centimos: 4 }] });
    const de = (id: string, nombre: string, email?: string) =>
      reciboDePrueba({ id, fecha: '2026-03-01', total: 1, pagador: { nombre, ...(email ? { email } : {}) } });
    api.todosLosRecibos.mockResolvedValue([
      de('a', 'Ana', 'ana@x.es'),
      de('b', 'Bea'),
      de('c', 'Carla', 'carla@x.es'),
      de('d', 'Dora', 'dora@x.es'),
    ]);
    envios.enviarCertificado
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new EnvioNoRealizado(RECHAZOS_DEL_ENVIO.limite, 'limite'));
    perfil.actual = { ...PERFIL_VACIO, nombre: 'Ana', documento: '50000000B', ciudad: 'Madrid' };
    abrir('/recibos/resumen/2026', {
      ...sesion,
      user: { uid: 'ana', emailVerified: true },
    } as unknown as AuthContextValue);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar los certificados de 2026' }));
    expect(await screen.findByTestId('informe-certificados')).toHaveProperty(
      'textContent',
      '1 de 4 certificados enviados por correo.',
    );
    expect(envios.enviarCertificado.mock.calls.map(([, anio, ids]) => [anio, ids])).toEqual([
      [2026, ['a']],
      [2026, ['c']],
    ]);
    const lista = screen.getByRole('list', { name: 'Certificados de pagos de 2026' });
    const estado = (nombre: string) =>
      within(within(lista).getByText(nombre).closest('li') as HTMLElement).getByTestId('envio-del-certificado')
        .textContent;
    expect(estado('Ana')).toBe('Enviado por correo.');
    expect(estado('Bea')).toBe(`No enviado: ${RECHAZOS_DEL_ENVIO['certificado-sin-correo']}`);
    expect(estado('Carla')).toBe(`No enviado: ${RECHAZOS_DEL_ENVIO.limite}`);
    expect(estado('Dora')).toBe(`No enviado: ${RECHAZOS_DEL_ENVIO.limite}`);
  });
});
