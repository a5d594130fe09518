// A receipt for a group being issued (users/{uid}/grupos/{grupo}): the receipt and its payers as
// previewed, saved before the first receipt and deleted once every one is issued. A reload,
// another tab or Back finds it and resumes the same group, whose receipts have fixed ids
// ({grupo}-{pagador}): no payer ever gets two receipts from one group.

export const COLECCION_GRUPOS = 'grupos';

export const rutaDelGrupo = (uid: string, grupo: string) => ['users', uid, COLECCION_GRUPOS, grupo] as const;
