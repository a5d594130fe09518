/// <reference types="@rsbuild/core/types" />

// The `qrcode` package's encoder alone (its index also loads renderers and a PNG library).
declare module 'qrcode/lib/core/qrcode' {
  export function create(
    texto: string,
    opciones?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; get(fila: number, columna: number): number | boolean } };
}
