/**
 * Loads shared-firebase/firestore ahead of the data pages. It also makes the shell compile that
 * entry: a shared module is provided by the builds that import it, and the page must use the
 * shell's copy (the one whose Firebase app registry Auth and Firestore both register with).
 */
export function precargarDatos(): void {
  import('shared-firebase/firestore').catch(() => {
    // A failed preload is retried by the page that needs it, which shows its own error.
  });
}
