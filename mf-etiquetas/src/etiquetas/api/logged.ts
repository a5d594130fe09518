/** Runs an operation, logging its console text and rethrowing (docs/producto.md, Catálogo de errores). */
export async function logged<T>(consoleText: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    console.error(consoleText, error);
    throw error;
  }
}
