// `npm start`: the server, with the web app built when apps/web/dist is not up to date with its sources. The build
// runs alongside the server's own preparation (opening, migrating and seeding the database, loading the catalogue),
// which does not need it: the server is started with WEB_BUILD=pending and registers the web app only once this
// process sends 'web-built' (apps/server/src/run-server.ts). On a fresh clone that is the longer of the two instead
// of their sum.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../apps/server/src/server-node-flags.ts';
import { buildWebApp, staleWebBuild } from './web-build/stale-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const staleHash = await staleWebBuild(root);
if (staleHash === null) {
  console.log('web app: apps/web/dist is up to date with its sources; not rebuilt');
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: staleHash === null ? 'inherit' : ['inherit', 'inherit', 'inherit', 'ipc'],
  env: staleHash === null ? process.env : { ...process.env, WEB_BUILD: 'pending' },
});
const stopBuild = new AbortController();
server.on('exit', (code, signal) => {
  // A server that could not start (a taken port, a bad setting) takes the build with it.
  stopBuild.abort();
  process.exit(code ?? (signal ? 1 : 0));
});
// Ctrl-C reaches the server by itself (the terminal signals the whole process group); a SIGTERM sent to this
// process alone is passed on. Either way the server shuts down gracefully and this process leaves with its code.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));

if (staleHash !== null) {
  const status = await buildWebApp(root, staleHash, stopBuild.signal);
  if (status === 0) {
    server.send('web-built');
  } else {
    console.error(`web app: the build failed (exit ${status}); stopping the server`);
    server.kill('SIGTERM');
    process.exitCode = status;
  }
}
