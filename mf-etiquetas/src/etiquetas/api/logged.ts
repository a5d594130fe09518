/** Runs an operation, logging the spec's console text and rethrowing (product spec §8). */
export async function logged<T>(consoleText: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    console.error(consoleText, error);
    throw error;
  }
}
