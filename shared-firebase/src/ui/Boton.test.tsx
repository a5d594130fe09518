import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Boton, claseDeBoton } from './Boton';

describe('Boton', () => {
  it('is a "button" (never an accidental submit) with the kit classes of its variant and size', () => {
    render(
      <form>
        <Boton variante="peligroSecundario" pequeno className="propia">
          Eliminar
        </Boton>
        <Boton type="submit">Guardar</Boton>
      </form>,
    );
    const eliminar = screen.getByRole('button', { name: 'Eliminar' });
    expect(eliminar.getAttribute('type')).toBe('button');
    expect(eliminar.className).toBe('ui-button ui-button--peligro ui-button--small propia');
    expect(screen.getByRole('button', { name: 'Guardar' }).getAttribute('type')).toBe('submit');
  });

  it('gives a link the same look', () => {
    expect(claseDeBoton()).toBe('ui-button');
    expect(claseDeBoton({ variante: 'secundario' })).toBe('ui-button ui-button--secondary');
    expect(claseDeBoton({ variante: 'peligro' }, 'otra')).toBe('ui-button ui-button--danger otra');
  });
});
