// `npm start`: the server, with the web app built when apps/web/dist is not up to date with its sources. The check
// (hashing the sources) and the build run alongside the server's own preparation (opening, migrating and seeding the
// database, loading the catalogue), which does not need them: the server is started with WEB_BUILD=pending and
// registers the web app only once this process sends 'web-built' (apps/server/src/run-server.ts). On a fresh clone
// that is the longer of the two instead of their sum; on a restart the hash costs the start nothing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../apps/server/src/server-node-flags.ts';
import { buildWebApp, staleWebBuild } from './web-build/stale-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

// The server gets a process group of its own, so that a signal sent to the whole group (Ctrl-C in the terminal, a
// process manager stopping npm's group) reaches it once, passed on from here: a second signal makes it exit at once,
// without closing the database (close-with-grace).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/src/main.ts'], {
  cwd: root,
  detached: true,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: serverProcessEnv({ ...process.env, WEB_BUILD: 'pending' }),
});
const stopBuild = new AbortController();
server.on('exit', (code, signal) => {
  // A server that could not start (a taken port, a bad setting) takes the build with it.
  stopBuild.abort();
  process.exit(code ?? (signal ? 1 : 0));
});
// npm passes a signal it gets on to this process, which may already have it from the group: copies within a second
// of the last one passed on are one signal. A second Ctrl-C after that still forces the server out.
let lastPassedOn = Number.NEGATIVE_INFINITY;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (performance.now() - lastPassedOn > 1_000) {
      lastPassedOn = performance.now();
      server.kill(signal);
    }
  });
}

// Node holds a message sent before the server listens for it, so an up-to-date build can be reported at once.
const staleHash = await staleWebBuild(root);
if (staleHash === null) {
  console.log('web app: apps/web/dist is up to date with its sources; not rebuilt');
  if (server.connected) {
    server.send('web-built');
  }
} else {
  const status = await buildWebApp(root, staleHash, stopBuild.signal);
  if (status === 0) {
    if (server.connected) {
      server.send('web-built');
    }
  } else {
    console.error(`web app: the build failed (exit ${status}); stopping the server`);
    server.kill('SIGTERM');
    process.exitCode = status;
  }
}
