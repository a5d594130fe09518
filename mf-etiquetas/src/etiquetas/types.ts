/** A label, stored at users/{uid}/etiquetas/{id}. */
export interface Etiqueta {
  id: string;
  nombre: string;
  /** The id of a colour: a built-in class pair or a custom `custom-<bg><text>` id. */
  color: string;
  descripcion?: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface EtiquetaInput {
  nombre: string;
  color: string;
  descripcion?: string;
}

/** A custom colour, stored at users/{uid}/colores/{id} with id `custom-<bg><text>`. */
export interface Color {
  id: string;
  /** `#rrggbb`, lower case. */
  background: string;
  text: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ColorInput {
  background: string;
  text: string;
}

/** What a colour id looks like on screen, whichever kind it is. */
export interface ColorVisual {
  id: string;
  nombre: string;
  background: string;
  text: string;
}
