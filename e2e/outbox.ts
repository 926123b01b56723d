import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and `=3D`, enough to read a link out of a text/plain part. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const OUTBOX = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Every mail the embedded server wrote (DATA_DIR/outbox/*.eml), decoded, newest first. */
async function readOutbox(): Promise<string[]> {
  const outbox = OUTBOX();
  const names = await readdir(outbox).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => ({ path: join(outbox, name), mtime: (await stat(join(outbox, name))).mtimeMs })),
  );
  files.sort((a, b) => b.mtime - a.mtime);
  return Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(file.path, 'utf8'))));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The activation link from the newest e-mail to `recipient` in the embedded server's outbox, polling until it
 * arrives or `timeoutMs` passes.
 */
export async function readActivationLink(recipient: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await readOutbox()) {
      if (message.toLowerCase().includes(recipient.toLowerCase())) {
        const link = message.match(/https?:\/\/[^\s"<>]+\/activate\/[A-Za-z0-9_-]+/)?.[0];
        if (link) {
          return link;
        }
      }
    }
    await sleep(250);
  }
  throw new Error(`no activation e-mail to ${recipient} in ${OUTBOX()}`);
}

/**
 * How many mails to `recipient` mention `text` (an order id): once at least `atLeast` have come, and the count then
 * held still for `settleMs` — the mail worker sends after the commit, so a second mail would come a moment later.
 */
export async function countMailsMentioning(
  recipient: string,
  text: string,
  { atLeast = 0, settleMs = 2_000, timeoutMs = 15_000 } = {},
): Promise<number> {
  const count = async () =>
    (await readOutbox()).filter(
      (message) => message.toLowerCase().includes(recipient.toLowerCase()) && message.includes(text),
    ).length;
  const deadline = Date.now() + timeoutMs;
  let last = await count();
  let stableSince = Date.now();
  while (Date.now() < deadline && (last < atLeast || Date.now() - stableSince < settleMs)) {
    await sleep(250);
    const now = await count();
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
  }
  return last;
}
