import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxFileMailer } from './outbox-file-mailer.ts';

// OWASP ASVS 5.0 §1.3.11: text from users and admins reaches mail headers (a part's title is in the
// new-request subject). The MIME builder both adapters share (nodemailer) must fold line breaks, so a
// title cannot add a header such as Bcc.
const dir = await mkdtemp(join(tmpdir(), 'specsource-mail-injection-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('mail header injection', () => {
  it('keeps CR/LF in a subject from becoming a header of its own', async () => {
    const mailer = createOutboxFileMailer({
      dir,
      from: 'SpecSource <no-reply@specsource.example>',
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await mailer.send({
      to: 'supplier@example.com',
      subject: 'New request for Pump\r\nBcc: attacker@example.com\r\nX-Injected: yes (3)',
      text: 'A new request is waiting.',
    });
    const [file = ''] = await readdir(dir);
    const raw = (await readFile(join(dir, file))).toString();
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(raw).not.toMatch(/^X-Injected:/im);
    const mail = await simpleParser(raw);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.subject).toContain('New request for Pump');
  });
});
