import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../server-node-flags.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));
// Enough to explain a failed start or a failed test, bounded however long the instance runs.
const OUTPUT_TAIL_CHARS = 64_000;
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 15_000;

export interface ServerInstanceOptions {
  /** A short label for output lines and errors (`a`, `b`). */
  name: string;
  /** The child's whole environment: nothing is inherited, so a developer's shell cannot change a run. */
  env: Record<string, string>;
  /** Every chunk the instance prints (stdout and stderr), e.g. to prefix and pass on; unset: only kept. */
  onOutput?: (chunk: string) => void;
  startTimeoutMs?: number;
}

export interface ServerInstance {
  name: string;
  /** `http://127.0.0.1:<port>`, the port the kernel picked (PORT=0). */
  url: string;
  pid: number;
  /** The last 64 kB the instance printed. */
  output(): string;
  /** Resolves with the exit code (or signal) however the instance ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM (graceful: close-with-grace), then SIGKILL if it is still there after the grace time. */
  stop(): Promise<void>;
}

// Fastify's pino line once the socket is bound: `{"level":30,…,"msg":"Server listening at http://…"}`.
const LISTENING = /Server listening at (http:\/\/[^"\s]+)/;

const running = new Set<ChildProcess>();
let isExitHookSet = false;

/** The last safety net: a parent that exits with instances still running takes them down with it. */
function killRunningOnExit(): void {
  if (isExitHookSet) {
    return;
  }
  isExitHookSet = true;
  process.once('exit', () => {
    for (const child of running) {
      child.kill('SIGKILL');
    }
  });
}

/**
 * Starts `node src/main.ts` as a child process and resolves once it listens and /api/health answers 200.
 * It binds PORT=0 (the env must say so) and the real port is read from its log, so parallel runs never race
 * for a port. The child also exits when its parent dies, SIGKILL included (`exit-with-parent.ts`).
 */
export async function startServerInstance(options: ServerInstanceOptions): Promise<ServerInstance> {
  killRunningOnExit();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', EXIT_WITH_PARENT, MAIN], {
    env: serverProcessEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // A process group of its own: Ctrl-C reaches the parent only, which then stops each instance once
    // (close-with-grace takes a second signal as "exit now").
    detached: true,
  });
  running.add(child);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal);
    });
  });
  // The IPC channel is only there to close when this process dies; it must not keep this one alive.
  child.channel?.unref();

  let tail = '';
  let onListening: ((url: string) => void) | undefined;
  const keep = (chunk: string) => {
    tail = (tail + chunk).slice(-OUTPUT_TAIL_CHARS);
    options.onOutput?.(chunk);
    // Matched on the tail, not the chunk: a line may arrive in two pieces.
    const url = onListening ? LISTENING.exec(tail)?.[1] : undefined;
    if (url) {
      onListening?.(url);
      onListening = undefined;
    }
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);

  const instanceOf = (url: string): ServerInstance => ({
    name: options.name,
    url,
    pid: child.pid ?? 0,
    output: () => tail,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) {
        return;
      }
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  });

  const timeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  try {
    const url = await Promise.race([
      new Promise<string>((resolve) => {
        onListening = resolve;
      }),
      exited.then((how) => {
        throw new Error(`instance ${options.name} exited (${String(how)}) before it listened`);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`instance ${options.name} did not listen within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
    const instance = instanceOf(url);
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await health.body?.cancel();
    if (health.status !== 200) {
      throw new Error(`instance ${options.name} answers /api/health with ${health.status}`);
    }
    return instance;
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n--- its output ---\n${tail}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
