import { spawn } from 'node:child_process';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of our TypeScript entry points as `npm run` would (same Node, type stripping), to its exit. */
export function runNodeScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
