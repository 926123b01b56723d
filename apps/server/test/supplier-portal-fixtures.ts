import { isoDateOf } from '@specsource/contracts';
import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { partSuppliers, parts, requestAttachments } from '../src/platform/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { userIdOf } from './request-factory.ts';
import { seededAccount, signedInClient } from './seeded-accounts.ts';

// Test set-up shared by the supplier portal's test files: the app on a private database and file store,
// the seeded accounts signed in, and requests for parts with known assignments (seed: keystone-pump on pump
// and compressor, harbor-industrial on pump, valve and motor).

/** The app on a private database copy and a temporary file store (both removed after the file). */
export function buildPortalTestApp() {
  return buildTestApp();
}

export function seededByUsername(username: string) {
  const account = inject('seededAccounts').find((candidate) => candidate.username === username);
  if (!account) {
    throw new Error(`the seed has no account '${username}'`);
  }
  return account;
}

export const ACCOUNTS = {
  admin: () => seededAccount('admin'),
  customer: () => seededAccount('customer'),
  keystone: () => seededByUsername('keystone-pump'),
  harbor: () => seededByUsername('harbor-industrial'),
};

export async function signedInClients(app: Parameters<typeof signedInClient>[0]) {
  return {
    admin: await signedInClient(app, ACCOUNTS.admin()),
    customer: await signedInClient(app, ACCOUNTS.customer()),
    keystone: await signedInClient(app, ACCOUNTS.keystone()),
    harbor: await signedInClient(app, ACCOUNTS.harbor()),
  };
}

export async function accountIds(db: Database) {
  return {
    admin: await userIdOf(db, ACCOUNTS.admin().email),
    customer: await userIdOf(db, ACCOUNTS.customer().email),
    keystone: await userIdOf(db, ACCOUNTS.keystone().email),
    harbor: await userIdOf(db, ACCOUNTS.harbor().email),
  };
}

/** YYYY-MM-DD, `days` from today by the real clock (the app under test uses it too). */
export function dayFromToday(days: number): string {
  return isoDateOf(new Date(Date.now() + days * 86_400_000));
}

export function offerBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'KP-200 end-suction pump',
    cost: '1234.5',
    cost_unit: 'each',
    lead_time: 3,
    unit: 'weeks',
    quantity: 2,
    valid_until: dayFromToday(30),
    notes: 'Ex works',
    ...overrides,
  };
}

let partCount = 0;

/** A new part with `supplierIds` assigned, so a test can change its assignment without touching the seed. */
export async function newAssignedPart(db: Database, supplierIds: number[]) {
  partCount += 1;
  const [part] = await db
    .insert(parts)
    .values({ slug: `portal-part-${partCount}`, title: `Portal part ${partCount}` })
    .returning({ id: parts.id, slug: parts.slug, title: parts.title });
  if (!part) {
    throw new Error('no part inserted');
  }
  if (supplierIds.length > 0) {
    await db.insert(partSuppliers).values(supplierIds.map((supplierId) => ({ partId: part.id, supplierId })));
  }
  return part;
}

export async function unassign(db: Database, partId: number, supplierId: number) {
  await db
    .delete(partSuppliers)
    .where(and(eq(partSuppliers.partId, partId), eq(partSuppliers.supplierId, supplierId)));
}

/** A request attachment row (the file itself is not needed for list and detail views). */
export async function insertRequestAttachment(
  db: Database,
  requestId: number,
  options: { name: string; visibility?: 'internal' | 'assigned_suppliers' | 'customer'; deleted?: boolean },
) {
  const [row] = await db
    .insert(requestAttachments)
    .values({
      requestId,
      storageKey: `test-${requestId}-${options.name.replace(/[^a-z0-9]/gi, '').toLowerCase()}-${Math.random().toString(36).slice(2)}`,
      originalName: options.name,
      contentType: 'application/pdf',
      sizeBytes: 100,
      visibility: options.visibility ?? 'assigned_suppliers',
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning({ id: requestAttachments.id });
  return row?.id ?? 0;
}

/** A multipart body with text fields and files in `attachments`, as a browser's FormData sends it. */
export function multipartOf(
  fields: Record<string, string | number>,
  files: { name: string; content: Buffer; type: string }[],
) {
  const boundary = '----supplier-portal-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
