import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { transiciones } from 'tooling/transiciones';
import { describe, expect, it, vi } from 'vitest';
import { type Diferido, diferido, useDiferido } from './carga-diferida';

// React's real startTransition, counted.
vi.mock('react', async () => (await import('tooling/transiciones')).reactContandoTransiciones());

function Hola({ nombre }: { nombre: string }) {
  return <p>Hola, {nombre}</p>;
}

function Saludo({ de }: { de: Diferido<{ nombre: string }> }) {
  const Cargado = useDiferido(de);
  return Cargado ? <Cargado nombre="Ana" /> : null;
}

class Limite extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>falló: {String(this.state.error)}</p> : this.props.children;
  }
}

describe('diferido / useDiferido', () => {
  it('renders nothing, then the component once its code has loaded', async () => {
    let resolver: (m: { default: typeof Hola }) => void = () => {};
    const de = diferido(() => new Promise<{ default: typeof Hola }>((r) => (resolver = r)));
    transiciones.n = 0;
    const { container } = render(<Saludo de={de} />);
    expect(container.textContent).toBe('');
    resolver({ default: Hola });
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
    // Mounted as a transition: React renders it in slices, yielding to the browser between them.
    expect(transiciones.n).toBe(1);
  });

  it('renders at once when preloaded; one load is shared; a failed load can be retried', async () => {
    let intentos = 0;
    const de = diferido(async () => {
      intentos++;
      if (intentos === 1) throw new Error('red');
      return { default: Hola };
    });
    await expect(de.precargar()).rejects.toThrow('red');
    await Promise.all([de.precargar(), de.precargar()]);
    expect(intentos).toBe(2);
    render(<Saludo de={de} />);
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
  });

  it('hands a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const de = diferido<{ nombre: string }>(async () => {
      throw new Error('sin red');
    });
    render(
      <Limite>
        <Saludo de={de} />
      </Limite>,
    );
    expect(await screen.findByText('falló: Error: sin red')).toBeTruthy();
  });
});
