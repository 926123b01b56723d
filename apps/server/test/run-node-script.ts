import { spawn } from 'node:child_process';
import { SERVER_COMPILE_CACHE_DIR } from '../src/server-node-flags.ts';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of our TypeScript entry points as `npm run` would (same Node, type stripping), to its exit. With Node's
 * compile cache named in its environment, as the server's launchers name it (server-node-flags.ts), unless `env`
 * names another: without it each run strips and compiles every module of a CLI again. `nodeFlags` go before the
 * script (a CLI's CLI_NODE_FLAGS, as its npm script passes them).
 */
export function runNodeScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
      env: { NODE_COMPILE_CACHE: SERVER_COMPILE_CACHE_DIR, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
