import { type PartStructure, PartStructureSchema } from '@specsource/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseOrTransaction } from '../src/platform/db/database.ts';
import { auditLog, mailOutbox, requests, users } from '../src/platform/db/schema/index.ts';
import { hashPassword } from '../src/platform/security/password.ts';
import { type AnswerValues, fillAnswer } from './fill-answer.ts';
import { createTestClient } from './test-client.ts';

/** The part's structure as the wizard loads it. */
export async function loadPart(app: FastifyInstance, slug: string): Promise<PartStructure> {
  const response = await createTestClient(app).get(`/api/part/${slug}`);
  return PartStructureSchema.parse(response.json());
}

/**
 * A valid value for every required attribute (the first option, 10 of the first unit, some text); the temperature
 * is 68 of its first unit, since the engine refuses water at 10 °F (packages/pump-engine/src/analysis/duty-limits.ts).
 */
export function requiredValues(part: PartStructure): AnswerValues {
  const values: AnswerValues = {};
  for (const card of part.partclassification_set) {
    for (const { attribute, is_optional } of card.partclassificationattribute_set) {
      if (card.is_optional || is_optional) {
        continue;
      }
      const value =
        attribute.type === 'number'
          ? attribute.key === 'temperature'
            ? 68
            : 10
          : attribute.type === 'checkbox'
            ? true
            : ['select', 'radio', 'searchable_select'].includes(attribute.type)
              ? attribute.options[0]
              : 'Water';
      values[attribute.title] = { value };
    }
  }
  return values;
}

/** A complete create body for `part`, with `overrides` on top. */
export function requestBody(part: PartStructure, overrides: Record<string, unknown> = {}) {
  return {
    part: part.id,
    answer: fillAnswer(part, requiredValues(part)),
    comment: 'For the cooling tower loop',
    quantity: 2,
    zip_code: '30301',
    ...overrides,
  };
}

export function attributeIdOf(part: PartStructure, title: string): number {
  for (const card of part.partclassification_set) {
    for (const { attribute } of card.partclassificationattribute_set) {
      if (attribute.title === title) {
        return attribute.id;
      }
    }
  }
  throw new Error(`part ${part.slug} has no attribute '${title}'`);
}

export async function requestsOf(db: DatabaseOrTransaction, customerId: number) {
  return db.select().from(requests).where(eq(requests.customerId, customerId));
}

export async function requestRow(db: DatabaseOrTransaction, orderId: string) {
  const [row] = await db.select().from(requests).where(eq(requests.orderId, orderId));
  if (!row) {
    throw new Error(`no request ${orderId}`);
  }
  return row;
}

/** The new-request mails queued for a request, by recipient. */
export async function supplierMailsOf(db: DatabaseOrTransaction, requestId: number) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `request:${requestId}:new:supplier:%`));
  return rows.sort((a, b) => a.to.localeCompare(b.to));
}

export async function auditRowsOf(db: DatabaseOrTransaction, requestId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(requestId))));
}

let customerCount = 0;

/** Another active customer, signed in through the real login route. */
export async function newCustomerClient(app: FastifyInstance, db: DatabaseOrTransaction) {
  customerCount += 1;
  const email = `buyer-b${customerCount}@example.com`;
  const password = 'another long passphrase';
  const [row] = await db
    .insert(users)
    .values({
      role: 'customer',
      username: `buyer-b${customerCount}`,
      email,
      firstName: 'Bea',
      passwordHash: await hashPassword(password),
      isActive: true,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const client = createTestClient(app);
  await client.signIn(email, password);
  return { client, id: row?.id ?? 0, email, password };
}
