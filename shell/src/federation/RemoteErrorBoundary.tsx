import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Boton, ErrorCard } from 'shared-firebase';
import { anotarError } from '../medidas/errores';
import { RemoteNoDisponible } from './errors';

interface Props {
  /** What the area is called in the card, e.g. "Etiquetas". */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A title starts with a capital letter even when the label is written for mid-sentence ("el acceso"). */
const mayusculaInicial = (texto: string) => texto.charAt(0).toLocaleUpperCase('es-ES') + texto.slice(1);

/** Keeps a failing remote (load or render) inside its own area, with "Reintentar". */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Error en el módulo ${this.props.label}:`, error, info.componentStack);
    anotarError(error instanceof RemoteNoDisponible ? 'remoto' : 'componente', error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.error instanceof RemoteNoDisponible && this.state.error.incompatible) {
      return (
        <ErrorCard titulo={`${mayusculaInicial(this.props.label)}: versión incompatible`}>
          <p>
            Esta parte de la aplicación se publicó para una versión de las bibliotecas compartidas distinta de la que
            usa la aplicación, y no se ha cargado para no romper la página. El resto sigue funcionando; avisa al equipo
            responsable.
          </p>
        </ErrorCard>
      );
    }
    return (
      <ErrorCard
        titulo={`No se pudo cargar ${this.props.label}`}
        accion={<Boton onClick={this.retry}>Reintentar</Boton>}
      >
        <p>
          Esta parte de la aplicación no está disponible en este momento. El resto sigue funcionando; puedes
          reintentarlo ahora o más tarde.
        </p>
      </ErrorCard>
    );
  }
}
