import { describe, expect, it } from 'vitest';
import type { Etiqueta } from './types';
import { limpiarEtiqueta, validarEtiqueta } from './validacion';

const existente = (id: string, nombre: string): Etiqueta => ({
  id,
  nombre,
  color: 'bg-red-100 text-red-800',
  createdAt: new Date(),
  updatedAt: new Date(),
});
const color = 'bg-red-100 text-red-800';

describe('validarEtiqueta', () => {
  it('requires a name after trimming', () => {
    expect(validarEtiqueta({ nombre: '   ', color }, []).nombre).toBe('El nombre es obligatorio.');
  });

  it('treats an invisible-only name as empty', () => {
    expect(validarEtiqueta({ nombre: '\u200B\u200D', color }, []).nombre).toBe('El nombre es obligatorio.');
    expect(validarEtiqueta({ nombre: 'Familia 👩\u200D👧', color }, [])).toEqual({});
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(validarEtiqueta({ nombre: 'x'.repeat(50), color }, [])).toEqual({});
    expect(validarEtiqueta({ nombre: 'x'.repeat(51), color }, []).nombre).toBe(
      'El nombre no puede superar 50 caracteres.',
    );
  });

  it('refuses a name already used, ignoring case, but not the label being edited', () => {
    const todas = [existente('a', 'Trabajo')];
    expect(validarEtiqueta({ nombre: ' TRABAJO ', color }, todas).nombre).toBe(
      'Ya tienes una etiqueta con ese nombre.',
    );
    expect(validarEtiqueta({ nombre: 'trabajo', color }, todas, 'a')).toEqual({});
  });

  it('limits the description to 200 characters', () => {
    expect(validarEtiqueta({ nombre: 'A', color, descripcion: 'd'.repeat(201) }, []).descripcion).toBe(
      'La descripción no puede superar 200 caracteres.',
    );
  });
});

describe('limpiarEtiqueta', () => {
  it('trims and drops an empty description', () => {
    expect(limpiarEtiqueta({ nombre: '  Luz ', color, descripcion: '  ' })).toEqual({ nombre: 'Luz', color });
    expect(limpiarEtiqueta({ nombre: 'Luz', color, descripcion: ' casa ' })).toEqual({
      nombre: 'Luz',
      color,
      descripcion: 'casa',
    });
  });
});
