// `npm run build:web:if-changed`: builds apps/web only when dist was not built from the sources as they are now (the
// stamp stale-build.ts leaves in dist), as `npm start` does. CI builds once for the image check, and the browser
// suite's server then finds that build current instead of making it again.
import { fileURLToPath } from 'node:url';
import { buildWebApp, staleWebBuild } from './stale-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const staleHash = await staleWebBuild(root);
if (staleHash === null) {
  console.log('web app: apps/web/dist is up to date with its sources; not rebuilt');
} else {
  process.exitCode = await buildWebApp(root, staleHash);
}
