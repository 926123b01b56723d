import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * PGlite opens its files without any lock: a second process on the same DATA_DIR would silently work on a
 * stale copy and corrupt the first one's writes. The server and the admin CLI therefore hold this file
 * (holding their pid) while they have the embedded database open.
 */
export class EmbeddedDatabaseBusyError extends Error {
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database under ${join(dataDir, 'db')} is in use by another SpecSource process (pid ${pid}), ` +
        'probably the running server. Only one process can open it at a time: stop that process and try again, ' +
        'or use PostgreSQL (DATABASE_URL), which any number of processes can share.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on DATA_DIR's embedded database; resolves with the release function, or throws Busy. */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, 'embedded-db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
    }
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new EmbeddedDatabaseBusyError(dataDir, holder);
    }
    // Left behind by a process that died without releasing it.
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`could not take the lock ${file}`);
}
