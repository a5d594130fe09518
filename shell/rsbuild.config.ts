import { defineApp } from 'tooling/rsbuild-app';

// The shell compiles in no remote: their locations come from /remotes.json at start-up. Its name
// and port are in topologia.json.
export default defineApp({ carpeta: 'shell', title: 'Recibos' });
