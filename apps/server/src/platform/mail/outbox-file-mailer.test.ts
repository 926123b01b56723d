import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailerFromConfig } from './create-mailer.ts';
import { defaultMailFrom } from './mailer.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'specsource-outbox-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded outbox-file mailer', () => {
  it('writes a parseable RFC 5322 .eml per message and logs its links', async () => {
    const logged: Array<{ details: object; message: string }> = [];
    const record = (details: object, message: string) => {
      logged.push({ details, message });
    };
    const mailer = createMailerFromConfig(
      { smtpUrl: undefined, dataDir, publicUrl: 'https://specsource.example', mailFrom: undefined },
      { info: record, warn: record, error: record },
    );
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Activate your SpecSource account — ünïcode',
      text: 'Open https://specsource.example/activate/abc123 to activate.',
      html: '<p><a href="https://specsource.example/activate/abc123">Activate</a></p>',
    });

    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(dataDir, 'outbox', files[0] ?? ''));
    expect(raw.toString()).toMatch(/^Content-Type: multipart\/alternative/m);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe('Activate your SpecSource account — ünïcode');
    expect(mail.from?.value).toEqual([{ name: 'SpecSource', address: 'no-reply@specsource.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('buyer@example.com');
    expect(mail.text?.trim()).toBe('Open https://specsource.example/activate/abc123 to activate.');
    expect(mail.html).toContain('href="https://specsource.example/activate/abc123"');
    expect(mail.messageId).toBeTruthy();
    expect(mail.date).toBeInstanceOf(Date);

    expect(logged).toEqual([
      {
        message: 'mail written to the outbox folder (no SMTP_URL set)',
        details: expect.objectContaining({ links: ['https://specsource.example/activate/abc123'] }),
      },
    ]);
  });

  it('defaults the sender to no-reply at the public host', () => {
    expect(defaultMailFrom(undefined)).toBe('SpecSource <no-reply@localhost>');
    expect(defaultMailFrom('https://parts.example.com:8443/app')).toBe(
      'SpecSource <no-reply@parts.example.com>',
    );
  });
});
