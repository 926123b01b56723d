import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../apps/server/src/server-node-flags.ts';

// `npm run dev`: the API with --watch on :3000 and Vite's dev server (proxying the API) on :5173.
const children = [
  spawn(process.execPath, [...SERVER_NODE_FLAGS, '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: serverProcessEnv(process.env),
  }),
  spawn('npm', ['run', '-w', '@specsource/web', 'dev'], { stdio: 'inherit', env: process.env }),
];

function stopAll(code: number): void {
  for (const child of children) {
    child.kill('SIGTERM');
  }
  process.exit(code);
}

for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
