import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConReintento } from './ConReintento';
import { diferido, useDiferido } from './carga-diferida';

function Zona() {
  return <h1>Recibos</h1>;
}

const red = { caida: true };
const zona = diferido(async () => {
  if (red.caida) throw new Error('Loading chunk 42 failed');
  return { default: Zona };
});

function ZonaDiferida() {
  const Cargada = useDiferido(zona);
  return Cargada ? <Cargada /> : null;
}

describe('a part of the shell that loads on demand', () => {
  // Its code failing to arrive (a network blip) reached no error boundary: React removed the whole
  // page, and only a reload brought it back.
  it('says so in its place, and «Reintentar» loads it again without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>Lo demás sigue aquí</p>
        <ConReintento label="la página">
          <ZonaDiferida />
        </ConReintento>
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar la página' })).toBeTruthy();
    expect(screen.getByText('Lo demás sigue aquí')).toBeTruthy();

    red.caida = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Recibos' })).toBeTruthy();
  });
});
