/**
 * Firestore's reads, each started in a task of its own.
 *
 * Starting a request costs the main thread milliseconds (a `fetch` is 1–4 ms on this project's
 * 2-core machine, four times that on a phone), and a data page's reads all start together: SWR
 * calls its fetchers from React's commit. /recibos starts eleven (the list, the labels, the count
 * and one sum per currency), which made that commit one long task. Here each read waits for the
 * next task, so the commit ends first and every request starts in a short task after it
 * (docs/decisiones/028-lecturas-en-su-tarea.md).
 */

const esperando: (() => void)[] = [];
let canal: MessageChannel | null = null;

/** Node's MessagePort holds the process open while referenced; a browser's has no such methods. */
type PuertoDeNode = { ref?: () => void; unref?: () => void };

/**
 * A MessageChannel, as React's scheduler uses: unlike setTimeout it is not clamped when nested
 * nor throttled in a background tab. In Node (tests, scripts) the port keeps the process alive
 * only while a read waits for its task: idle, it must not; waiting, a script whose only work is
 * that read would otherwise exit before it starts.
 */
function abrirCanal(): MessageChannel {
  const nuevo = new MessageChannel();
  const puerto = nuevo.port1 as unknown as PuertoDeNode;
  nuevo.port1.onmessage = () => {
    esperando.shift()?.();
    if (esperando.length === 0) puerto.unref?.();
  };
  puerto.unref?.();
  return nuevo;
}

/** Resolves at the start of a later task (one per call, in order). */
function siguienteTarea(): Promise<void> {
  return new Promise((resolve) => {
    canal ??= abrirCanal();
    esperando.push(resolve);
    (canal.port1 as unknown as PuertoDeNode).ref?.();
    canal.port2.postMessage(null);
  });
}

/** `leer`, with the same signature, started in a task of its own. */
export function enSuTarea<F extends (...args: never[]) => Promise<unknown>>(leer: F): F {
  return ((...args: Parameters<F>) => siguienteTarea().then(() => leer(...args))) as F;
}
