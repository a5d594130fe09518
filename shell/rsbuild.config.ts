import { SHELL_PORT } from 'tooling/federation';
import { defineApp } from 'tooling/rsbuild-app';

// The shell compiles in no remote: their locations come from /remotes.json at start-up.
export default defineApp({ name: 'shell', port: SHELL_PORT, title: 'Recibos' });
