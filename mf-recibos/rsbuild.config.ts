import { REMOTE_PORTS } from 'tooling/federation';
import { defineApp } from 'tooling/rsbuild-app';
import { exposes } from './federation.config';

export default defineApp({ name: 'mf_recibos', port: REMOTE_PORTS.mf_recibos, title: 'mf-recibos', exposes });
