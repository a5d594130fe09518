import { elegirLibro } from 'shared-firebase/libro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enviarPorCorreo } from './envios';

/** A signed-in user whose token says `enToken` of the e-mail's verification, and the page `verificado`. */
function usuario(verificado: boolean, enToken: boolean) {
  return {
    emailVerified: verificado,
    getIdTokenResult: vi.fn(async () => ({ claims: { email_verified: enToken } })),
    getIdToken: vi.fn(async (renovar?: boolean) => (renovar ? 'nuevo' : 'viejo')),
    reload: vi.fn(async () => {}),
  };
}

/** The function: refuses a token that does not say verified, as it does (403). */
function funcion() {
  const llamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { headers: Record<string, string> }) => {
      const token = init.headers.Authorization?.replace('Bearer ', '') ?? '';
      llamadas.push(token);
      return token === 'nuevo'
        ? new Response(JSON.stringify({ result: { envioId: 'e1', estado: 'enviado', motivo: null } }))
        : new Response(JSON.stringify({ error: { message: 'x', details: { rechazo: 'sin-verificar' } } }), {
            status: 403,
          });
    }),
  );
  return llamadas;
}

afterEach(() => vi.unstubAllGlobals());

describe('enviarPorCorreo', () => {
  // Right after verifying the e-mail, the first «Enviar por correo» logged
  // `POST /api/enviar-recibo 403` before its retry went through.
  it('asks for a fresh token first when the page knows the e-mail verified and the token does not', async () => {
    const llamadas = funcion();
    const user = usuario(true, false);
    await enviarPorCorreo(user as never, 'r1', 'envio-0001');
    expect(llamadas).toEqual(['nuevo']);
  });

  it('sends with the session’s token when it already says verified', async () => {
    const llamadas = funcion();
    const user = usuario(true, true);
    user.getIdToken.mockImplementation(async () => 'nuevo');
    await enviarPorCorreo(user as never, 'r1', 'envio-0001');
    expect(user.getIdToken).toHaveBeenCalledWith(false);
    expect(llamadas).toHaveLength(1);
  });

  it('names the book chosen when it is someone else’s (the function checks the role there), and none in one’s own', async () => {
    const cuerpos: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { body: string }) => {
        cuerpos.push(JSON.parse(init.body).data);
        return new Response(JSON.stringify({ result: { envioId: 'e1', estado: 'enviado', motivo: null } }));
      }),
    );
    const user = { ...usuario(true, true), uid: 'u1' };
    await enviarPorCorreo(user as never, 'r1', 'envio-0001');
    elegirLibro('u1', 'ana');
    await enviarPorCorreo(user as never, 'r1', 'envio-0002');
    elegirLibro('u1', 'u1');
    expect(cuerpos).toEqual([
      { reciboId: 'r1', envioId: 'envio-0001' },
      { reciboId: 'r1', envioId: 'envio-0002', libro: 'ana' },
    ]);
  });
});
