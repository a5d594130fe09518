// Which route a path is, for what the shell loads before the router decides (README "Medidas").

/** /recibos/view/:token — the public receipt: no session, no Auth code, no toasts. */
export const esReciboPublico = (ruta: string) => /^\/recibos\/view\/[^/]+\/?$/.test(ruta);

/** /login and /register: no data, so no SWR, and no toasts. */
export const esAcceso = (ruta: string) => /^\/(login|register)\/?$/.test(ruta);
