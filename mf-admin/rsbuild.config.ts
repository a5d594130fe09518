import { defineApp } from 'tooling/rsbuild-app';
import { exposes } from './federation.config';

// Name and port: topologia.json.
export default defineApp({ carpeta: 'mf-admin', title: 'mf-admin', exposes });
