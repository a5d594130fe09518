import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { comprobarLimite } from 'tooling/limites';
import { describe, expect, it } from 'vitest';
import { errorDeNombre, NOMBRE_MAX, NombreField } from './NombreField';

function Campo() {
  const [nombre, setNombre] = useState('');
  return <NombreField label="Nombre" value={nombre} onChange={setNombre} />;
}

describe('NombreField (registration and the account page)', () => {
  it('says near NOMBRE_MAX characters how many it holds, and past it how many are too many', async () => {
    render(<Campo />);
    await comprobarLimite(screen.getByLabelText('Nombre'), NOMBRE_MAX);
  });

  it('counts characters as a person does', () => {
    expect(errorDeNombre('🧾'.repeat(NOMBRE_MAX))).toBeNull();
    expect(errorDeNombre('x'.repeat(NOMBRE_MAX + 1))).toBe(`El nombre no puede superar ${NOMBRE_MAX} caracteres.`);
    expect(errorDeNombre(' \u200B ')).toBe('Escribe tu nombre.');
  });
});
