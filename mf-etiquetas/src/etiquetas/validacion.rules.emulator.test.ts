// The form and firestore.rules agree on label text: whatever validarEtiqueta accepts,
// stored as limpiarEtiqueta stores it, the rules accept; a name the form calls empty (nothing
// visible), the rules refuse. Generated from the characters where they could disagree.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { textoDificil } from 'tooling/textos';
import { beforeAll, expect, it } from 'vitest';
import { limpiarEtiqueta, validarEtiqueta } from './validacion';

const reglas = usarReglas();
beforeAll(() => reglas.env.clearFirestore());

it('labels: the rules accept what the form accepts and refuse what it calls empty', async () => {
  const vistos = { aceptados: 0, vacios: 0 };
  let n = 0;
  await fc.assert(
    fc.asyncProperty(textoDificil(60), fc.option(textoDificil(60)), async (nombre, descripcion) => {
      const input = { nombre, color: 'bg-red-100 text-red-800', ...(descripcion === null ? {} : { descripcion }) };
      const errores = validarEtiqueta(input, []);
      const escribir = () =>
        setDoc(doc(reglas.como('ana'), `users/ana/etiquetas/p${n++}`), {
          ...limpiarEtiqueta(input),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
      if (Object.keys(errores).length === 0) {
        vistos.aceptados++;
        await assertSucceeds(escribir());
      } else if (errores.nombre === 'El nombre es obligatorio.') {
        vistos.vacios++;
        await assertFails(escribir());
      } else {
        // Only a limit in characters as a person counts them, which rules cannot count (they
        // bound UTF-16 units, 4 per character): the form refuses, the app writes nothing.
        expect(Object.values(errores).every((e) => /^Máximo \d+ caracteres\.$/.test(e ?? ''))).toBe(true);
      }
    }),
    { numRuns: 150 },
  );
  // Both writing branches ran: the property proved something each way.
  expect(vistos.aceptados).toBeGreaterThan(10);
  expect(vistos.vacios).toBeGreaterThan(5);
});
