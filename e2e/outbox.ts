import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and `=3D`, enough to read a link out of a text/plain part. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The activation link from the newest e-mail to `recipient` in the embedded server's outbox
 * (DATA_DIR/outbox/*.eml), polling until it arrives or `timeoutMs` passes.
 */
export async function readActivationLink(recipient: string, timeoutMs = 15_000): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const candidates = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => ({ path: join(outbox, name), mtime: (await stat(join(outbox, name))).mtimeMs })),
    );
    candidates.sort((a, b) => b.mtime - a.mtime);
    for (const candidate of candidates) {
      const message = decodeQuotedPrintable(await readFile(candidate.path, 'utf8'));
      if (message.toLowerCase().includes(recipient.toLowerCase())) {
        const link = message.match(/https?:\/\/[^\s"<>]+\/activate\/[A-Za-z0-9_-]+/)?.[0];
        if (link) {
          return link;
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no activation e-mail to ${recipient} in ${outbox}`);
}
