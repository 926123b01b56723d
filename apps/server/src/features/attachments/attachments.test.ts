import { ATTACHMENT_MESSAGES } from '@specsource/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { SAMPLE_FILES } from '../../../test/file-samples.ts';
import { insertOffer, insertRequest, userIdOf } from '../../../test/request-factory.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import {
  type AttachmentVisibility,
  partSuppliers,
  parts,
  requestAttachments,
  reviewAttachments,
  selectedReviews,
  users,
} from '../../platform/db/schema/index.ts';
import { newStorageKey } from '../../platform/files/attachments.ts';
import { hashPassword } from '../../platform/security/password.ts';

const { app, database, fileStore } = await buildTestApp();
const { db } = database;

function seeded(username: string) {
  const account = inject('seededAccounts').find((candidate) => candidate.username === username);
  if (!account) {
    throw new Error(`no seeded account '${username}'`);
  }
  return account;
}

const owner = seededAccount('customer');
const ownerId = await userIdOf(db, owner.email);
// keystone-pump is assigned to 'compressor'; harbor-industrial is not (seed: accounts-data.ts).
const keystone = seeded('keystone-pump');
const harbor = seeded('harbor-industrial');
const keystoneId = await userIdOf(db, keystone.email);
const harborId = await userIdOf(db, harbor.email);

const otherCustomer = {
  email: 'other.customer@example.com',
  password: 'a long unguessable test password 42',
};
await db.insert(users).values({
  role: 'customer',
  username: 'other.customer',
  email: otherCustomer.email,
  passwordHash: await hashPassword(otherCustomer.password),
  isActive: true,
});

const clients = {
  admin: await signedInClient(app, seededAccount('admin')),
  owner: await signedInClient(app, owner),
  otherCustomer: await signedInClient(app, otherCustomer),
  assignedSupplier: await signedInClient(app, keystone),
  unassignedSupplier: await signedInClient(app, harbor),
  visitor: createTestClient(app),
};

const request = await insertRequest(db, { customerId: ownerId, partSlug: 'compressor' });

async function storeRequestAttachment(options: {
  name?: string;
  bytes?: Buffer;
  contentType?: string;
  visibility?: AttachmentVisibility;
  deletedAt?: Date;
  requestId?: number;
}): Promise<number> {
  const storageKey = newStorageKey();
  const bytes = options.bytes ?? SAMPLE_FILES.pdf;
  await fileStore.put(storageKey, bytes, options.contentType ?? 'application/pdf');
  const [row] = await db
    .insert(requestAttachments)
    .values({
      requestId: options.requestId ?? request.id,
      uploadedById: ownerId,
      storageKey,
      originalName: options.name ?? 'drawing.pdf',
      contentType: options.contentType ?? 'application/pdf',
      sizeBytes: bytes.length,
      ...(options.visibility ? { visibility: options.visibility } : {}),
      deletedAt: options.deletedAt ?? null,
    })
    .returning({ id: requestAttachments.id });
  if (!row) {
    throw new Error('no attachment inserted');
  }
  return row.id;
}

const requestUrl = (id: number) => `/api/files/request-attachments/${id}`;
const reviewUrl = (id: number) => `/api/files/review-attachments/${id}`;

async function statusFor(client: TestClient, url: string): Promise<number> {
  return (await client.get(url)).statusCode;
}

describe('GET /api/files/request-attachments/:id', () => {
  it('streams the file with safe download headers', async () => {
    const id = await storeRequestAttachment({ name: 'Pumpe "A" ⌀200.pdf' });
    const response = await clients.owner.get(requestUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(SAMPLE_FILES.pdf);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Pumpe _A_ _200.pdf"; filename*=UTF-8''Pumpe%20%22A%22%20%E2%8C%80200.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lets the owner, admins and assigned suppliers download a customer upload; nobody else', async () => {
    const id = await storeRequestAttachment({});
    expect(await statusFor(clients.owner, requestUrl(id))).toBe(200);
    expect(await statusFor(clients.admin, requestUrl(id))).toBe(200);
    expect(await statusFor(clients.assignedSupplier, requestUrl(id))).toBe(200);
    expect(await statusFor(clients.unassignedSupplier, requestUrl(id))).toBe(404);
    expect(await statusFor(clients.otherCustomer, requestUrl(id))).toBe(404);
    expect(await statusFor(clients.visitor, requestUrl(id))).toBe(401);
  });

  it('answers no access exactly like an unknown id', async () => {
    const id = await storeRequestAttachment({});
    const denied = await clients.otherCustomer.get(requestUrl(id));
    const unknown = await clients.otherCustomer.get(requestUrl(2_000_000));
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual(unknown.json());
    expect(denied.json()).toEqual({ detail: ATTACHMENT_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it("keeps 'customer' files from suppliers and 'internal' files for admins", async () => {
    const customerOnly = await storeRequestAttachment({ visibility: 'customer' });
    expect(await statusFor(clients.owner, requestUrl(customerOnly))).toBe(200);
    expect(await statusFor(clients.admin, requestUrl(customerOnly))).toBe(200);
    expect(await statusFor(clients.assignedSupplier, requestUrl(customerOnly))).toBe(404);

    const internal = await storeRequestAttachment({ visibility: 'internal' });
    expect(await statusFor(clients.admin, requestUrl(internal))).toBe(200);
    expect(await statusFor(clients.owner, requestUrl(internal))).toBe(404);
    expect(await statusFor(clients.assignedSupplier, requestUrl(internal))).toBe(404);
  });

  it('hides a request waiting for activation from its part’s suppliers', async () => {
    const pending = await insertRequest(db, {
      customerId: ownerId,
      partSlug: 'compressor',
      status: 'pending_activation',
    });
    const id = await storeRequestAttachment({ requestId: pending.id });
    expect(await statusFor(clients.assignedSupplier, requestUrl(id))).toBe(404);
    expect(await statusFor(clients.owner, requestUrl(id))).toBe(200);
  });

  it("says 'Attachments were deleted' for a deleted row or a file gone from the store", async () => {
    const deletedRow = await storeRequestAttachment({ deletedAt: new Date() });
    const response = await clients.owner.get(requestUrl(deletedRow));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: ATTACHMENT_MESSAGES.deleted, code: 'NOT_FOUND' });

    const lost = await storeRequestAttachment({});
    const [row] = await db
      .select({ storageKey: requestAttachments.storageKey })
      .from(requestAttachments)
      .where(eq(requestAttachments.id, lost));
    await fileStore.delete(row?.storageKey ?? '');
    const gone = await clients.admin.get(requestUrl(lost));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(ATTACHMENT_MESSAGES.deleted);
  });

  it('does not tell someone without access that a file was deleted', async () => {
    const deletedRow = await storeRequestAttachment({ deletedAt: new Date() });
    const response = await clients.otherCustomer.get(requestUrl(deletedRow));
    expect(response.json().detail).toBe(ATTACHMENT_MESSAGES.notFound);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await clients.owner.get('/api/files/request-attachments/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ id: [ATTACHMENT_MESSAGES.notFound] });
  });

  it('takes the file away from a supplier removed from the part, at once', async () => {
    const id = await storeRequestAttachment({});
    expect(await statusFor(clients.assignedSupplier, requestUrl(id))).toBe(200);
    const [compressor] = await db.select({ id: parts.id }).from(parts).where(eq(parts.slug, 'compressor'));
    const assignment = and(
      eq(partSuppliers.partId, compressor?.id ?? 0),
      eq(partSuppliers.supplierId, keystoneId),
    );
    await db.delete(partSuppliers).where(assignment);
    try {
      expect(await statusFor(clients.assignedSupplier, requestUrl(id))).toBe(404);
    } finally {
      await db.insert(partSuppliers).values({ partId: compressor?.id ?? 0, supplierId: keystoneId });
    }
    expect(await statusFor(clients.assignedSupplier, requestUrl(id))).toBe(200);
  });
});

describe('GET /api/files/review-attachments/:id', () => {
  async function offerWithAttachment(supplierId: number) {
    const offer = await insertOffer(db, { requestId: request.id, supplierId });
    const storageKey = newStorageKey();
    await fileStore.put(storageKey, SAMPLE_FILES.png, 'image/png');
    const [row] = await db
      .insert(reviewAttachments)
      .values({
        reviewId: offer.id,
        uploadedById: supplierId,
        storageKey,
        originalName: 'pump-photo.png',
        contentType: 'image/png',
        sizeBytes: SAMPLE_FILES.png.length,
      })
      .returning({ id: reviewAttachments.id });
    return { offerId: offer.id, attachmentId: row?.id ?? 0 };
  }

  it('lets the supplier who made the offer and admins download; not other suppliers', async () => {
    const { attachmentId } = await offerWithAttachment(keystoneId);
    const response = await clients.assignedSupplier.get(reviewUrl(attachmentId));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(SAMPLE_FILES.png);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pump-photo.png"; filename*=UTF-8''pump-photo.png`,
    );
    expect(await statusFor(clients.admin, reviewUrl(attachmentId))).toBe(200);
    expect(await statusFor(clients.unassignedSupplier, reviewUrl(attachmentId))).toBe(404);
    expect(await statusFor(clients.visitor, reviewUrl(attachmentId))).toBe(401);
  });

  it("shows the request's customer an offer's files only once the offer is selected for them", async () => {
    const { offerId, attachmentId } = await offerWithAttachment(harborId);
    expect(await statusFor(clients.owner, reviewUrl(attachmentId))).toBe(404);
    await db.insert(selectedReviews).values({ requestId: request.id, reviewId: offerId });
    expect(await statusFor(clients.owner, reviewUrl(attachmentId))).toBe(200);
    expect(await statusFor(clients.otherCustomer, reviewUrl(attachmentId))).toBe(404);
    // The supplier keeps its own offer's files even when no longer assigned to the part.
    expect(await statusFor(clients.unassignedSupplier, reviewUrl(attachmentId))).toBe(200);
  });

  it("says 'Attachments were deleted' for a deleted offer file", async () => {
    const { attachmentId } = await offerWithAttachment(keystoneId);
    await db
      .update(reviewAttachments)
      .set({ deletedAt: new Date() })
      .where(eq(reviewAttachments.id, attachmentId));
    const response = await clients.assignedSupplier.get(reviewUrl(attachmentId));
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(ATTACHMENT_MESSAGES.deleted);
  });

  it('answers an unknown id 404', async () => {
    const response = await clients.admin.get(reviewUrl(2_000_000));
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(ATTACHMENT_MESSAGES.notFound);
  });
});
