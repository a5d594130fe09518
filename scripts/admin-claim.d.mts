// Types of ./admin-claim.mjs, for the TypeScript scripts that use it.
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';

export function adminApp(): App;
export function setAdminClaim(auth: Auth, email: string, admin: boolean): Promise<string>;
