// For a Node script that imports the app's own modules whose graph reaches a stylesheet (the UI
// kit's, through shared-firebase's root entry): outside the bundler a .css import is an empty module.
import { register } from 'node:module';

const gancho = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(gancho)}`);
