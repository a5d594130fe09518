import { REMOTE_PORTS } from 'tooling/federation';
import { defineApp } from 'tooling/rsbuild-app';
import { exposes } from './federation.config';

export default defineApp({ name: 'mf_admin', port: REMOTE_PORTS.mf_admin, title: 'mf-admin', exposes });
