// The revocation dialog keeps as long a reason as firestore.rules take (UNIDADES_POR_CARACTER
// UTF-16 units per character the dialog counts, shared-firebase/src/texto.ts).
import { readFileSync } from 'node:fs';
import { UNIDADES_POR_CARACTER } from 'shared-firebase/texto';
import { expect, it } from 'vitest';
import { MOTIVO_MAX } from './api/tokens';

it('motivo', () => {
  const reglas = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
  expect(reglas).toContain(`textoVisible(request.resource.data.motivo, ${MOTIVO_MAX * UNIDADES_POR_CARACTER}))`);
});
