// «Traspasar el libro» as a treasurer hands the association's book to the next one: a book of 500
// receipts, some shared with their payers, and 2 recurring plans. The owner offers it in the app,
// the next treasurer accepts it on their home page; `pnpm traspasos` (the scheduled function's
// code) moves it and is killed by this test in the middle; run again, it finishes: every link
// still opens, and `pnpm recurrentes` issues the plans in the new owner's book, in the same series.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { contador, recibo, sembrar } from '../../bench/semilla.mjs';
import { campos } from '../datos-largos';
import { crearUsuario, entrar, FIRESTORE_EMULATOR, PROJECT } from '../fixtures';
import { violacionesGraves } from '../recorrido';
import { expect, test } from '../test';

const RAIZ = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DOCUMENTOS = `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents`;
const RECIBOS = 500;
/** Every 50th receipt is shared with its payer. */
const COMPARTIDOS = Array.from({ length: RECIBOS / 50 }, (_, i) => 50 * i + 7);

/** How many receipts an account's book holds (a count query with the emulator's owner token: past the rules). */
async function cuantos(uid: string): Promise<number> {
  const r = await fetch(`${DOCUMENTOS}/users/${uid}:runAggregationQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'recibos' }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
    }),
  });
  const [fila] = (await r.json()) as Array<{ result: { aggregateFields: { n: { integerValue: string } } } }>;
  return Number(fila?.result.aggregateFields.n.integerValue);
}

/** A document's fields as stored, past the rules. */
async function leido(ruta: string) {
  const r = await fetch(`${DOCUMENTOS}/${ruta}`, { headers: { Authorization: 'Bearer owner' } });
  return r.ok
    ? ((await r.json()) as { fields: Record<string, { stringValue?: string; integerValue?: string }> })
    : null;
}

/** The payer's copy, read as anyone: what the link opens. */
const abreElEnlace = async (token: string) => (await fetch(`${DOCUMENTOS}/recibosPublicos/${token}`)).ok;

const tokenDe = (n: number) => `traspaso${String(n).padStart(3, '0')}${Date.now().toString(36)}`.padEnd(32, 'x');

/** A monthly plan due on 1 December 2026, as the app stores it. */
const plan = (concepto: string) =>
  campos({
    plantilla: {
      emisor: { nombre: 'Asociación Vecinal Los Robles' },
      pagador: { nombre: 'Vecina del 3º' },
      concepto,
      lineas: [{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 2500 }],
      moneda: 'EUR',
      metodoPago: 'transferencia',
      etiquetas: [],
      notas: '',
    },
    frecuencia: 'mensual',
    dia: 1,
    inicio: '2026-12-01',
    fin: null,
    estado: 'activo',
    siguiente: '2026-12-01',
    ultimoPeriodo: null,
    emitidos: 0,
    fallo: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

test('a book of 500 receipts and 2 plans changes hands: killed midway, resumed, its links open and its plans issue for the new owner', async ({
  page,
  browser,
}) => {
  // Two runs of each command, each a Node process of its own, and 500 receipts moved.
  test.setTimeout(180_000);
  const tesorera = await crearUsuario('tesorera-saliente', { verificado: true });
  const siguiente = await crearUsuario('tesorero-entrante', { verificado: true });
  const tokens = new Map(COMPARTIDOS.map((n) => [n, tokenDe(n)]));
  const nulo = { nullValue: null };
  await sembrar([
    [`users/${tesorera.uid}/perfil/emisor`, campos({ nombre: 'Asociación Vecinal Los Robles' })],
    ...Array.from({ length: RECIBOS }, (_, i) => {
      const n = i + 1;
      const token = tokens.get(n);
      return [
        `users/${tesorera.uid}/recibos/r${n}`,
        {
          ...recibo(n),
          ...(token
            ? {
                compartido: {
                  mapValue: {
                    fields: {
                      token: { stringValue: token },
                      createdAt: { timestampValue: new Date().toISOString() },
                      expiresAt: nulo,
                      revocado: { booleanValue: false },
                    },
                  },
                },
              }
            : {}),
        },
      ] as const;
    }),
    [`users/${tesorera.uid}/contadores/recibos-2026`, contador(RECIBOS)],
    [`users/${tesorera.uid}/planes/cuota-a`, plan('Cuota de socio {mes} {año}')],
    [`users/${tesorera.uid}/planes/cuota-b`, plan('Cuota de la piscina {mes} {año}')],
    ...[...tokens].flatMap(([n, token]) => {
      const numero = `R-2026-${String(n).padStart(4, '0')}`;
      const {
        numero: _n,
        compartido: _c,
        etiquetas: _e,
        notas: _no,
        busqueda: _b,
        createdAt: _cr,
        updatedAt: _u,
        ...resto
      } = recibo(n);
      return [
        [
          `registroEnlaces/${token}`,
          campos({
            ownerUid: tesorera.uid,
            ownerEmail: tesorera.email,
            reciboId: `r${n}`,
            numero,
            createdAt: new Date(),
            expiresAt: null,
            revocado: false,
            revocadoPor: null,
            auditoria: null,
          }),
        ],
        [
          `recibosPublicos/${token}`,
          {
            snapshot: { mapValue: { fields: { numero: { stringValue: numero }, ...resto } } },
            createdAt: { timestampValue: new Date().toISOString() },
            expiresAt: nulo,
          },
        ],
      ] as const;
    }),
  ]);
  for (const token of tokens.values()) expect(await abreElEnlace(token)).toBe(true);

  // The outgoing treasurer offers the book, keeping «Consulta», on a phone too.
  await page.setViewportSize({ width: 320, height: 720 });
  await entrar(page, tesorera, '/recibos/emisor');
  const traspaso = page.getByTestId('traspasar-libro');
  await expect(traspaso.getByLabel('Correo de la cuenta que recibe el libro')).toBeVisible();
  expect(await violacionesGraves(page)).toEqual([]);
  await traspaso.getByLabel('Correo de la cuenta que recibe el libro').fill(siguiente.email);
  await traspaso.getByRole('button', { name: 'Traspasar el libro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ofrecer el libro' }).click();
  await expect(traspaso.getByTestId('estado-del-traspaso')).toContainText(`Has ofrecido el libro a ${siguiente.email}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The incoming one accepts it on their home page, on a phone.
  const suyo = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const movil = await suyo.newPage();
  await entrar(movil, siguiente);
  const recibidos = movil.getByTestId('traspasos-recibidos');
  await expect(recibidos).toContainText(`${tesorera.email} te traspasa su libro de recibos`);
  expect(await violacionesGraves(movil)).toEqual([]);
  expect(await movil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await recibidos.getByRole('button', { name: /^Aceptar el libro/ }).click();
  await expect(recibidos).toContainText('Recibiendo el libro «Asociación Vecinal Los Robles»');

  // The move, killed once the first receipts have moved.
  // In a process group of its own: pnpm runs tsx, which runs node, and the kill must reach them all.
  const primera = execa('pnpm', ['-s', 'traspasos'], { cwd: RAIZ, reject: false, buffer: false, detached: true });
  await new Promise<void>((resolve, reject) => {
    primera.stdout?.on('data', (trozo: Buffer) => {
      if (/: recibos, \d+/.test(String(trozo))) resolve();
    });
    primera.once('exit', () => reject(new Error('pnpm traspasos terminó antes de que lo parara la prueba')));
  });
  process.kill(-(primera.pid as number), 'SIGKILL');
  await primera;
  const quedan = await cuantos(tesorera.uid);
  expect(quedan).toBeGreaterThan(0);
  expect(quedan).toBeLessThan(RECIBOS);
  expect(await cuantos(siguiente.uid)).toBe(RECIBOS - quedan);
  // Half moved, every link opens: each registry moved with its receipt.
  for (const token of tokens.values()) expect(await abreElEnlace(token)).toBe(true);
  await expect(recibidos).toContainText(/Recibiendo el libro «Asociación Vecinal Los Robles» \(\d+ recibos movidos/);

  // Run again, it finishes; once more, there is nothing left to do.
  const { stdout } = await execa('pnpm', ['-s', 'traspasos'], { cwd: RAIZ });
  expect(stdout).toContain(`Libro ${tesorera.uid} traspasado.`);
  expect((await execa('pnpm', ['-s', 'traspasos'], { cwd: RAIZ })).stdout).not.toContain(tesorera.uid);
  expect(await cuantos(tesorera.uid)).toBe(0);
  expect(await cuantos(siguiente.uid)).toBe(RECIBOS);
  // Every link opens, and its registry names the new owner (the admins' page).
  for (const token of tokens.values()) {
    expect(await abreElEnlace(token)).toBe(true);
    expect((await leido(`registroEnlaces/${token}`))?.fields.ownerEmail?.stringValue).toBe(siguiente.email);
  }
  const publica = await suyo.newPage();
  await publica.goto(`/recibos/view/${tokens.get(7)}`);
  await expect(publica.getByText('R-2026-0007').first()).toBeVisible();

  // The plans issue for the new owner, in the same series.
  await execa('pnpm', ['-s', 'recurrentes', '--fecha', '2026-12-01'], { cwd: RAIZ });
  expect((await leido(`users/${siguiente.uid}/contadores/recibos-2026`))?.fields.recibos?.integerValue).toBe(
    String(RECIBOS + 2),
  );
  expect(await cuantos(tesorera.uid)).toBe(0);
  await expect(recibidos).toContainText('ya es tuyo');
  await movil.goto('/recibos');
  await expect(movil.getByRole('link', { name: 'R-2026-0502' })).toBeVisible();
  await expect(movil.getByRole('link', { name: 'R-2026-0501' })).toBeVisible();

  // The outgoing treasurer is told, and keeps «Consulta» in it.
  await page.reload();
  await expect(page.getByTestId('estado-del-traspaso')).toContainText(
    `El libro es ahora de ${siguiente.email}. Lo ves con el rol «Consulta»`,
  );
  await suyo.close();
});
