import { type PartBody, PartDetailsSchema } from '@specsource/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import {
  attributes,
  auditLog,
  classifications,
  parts,
  partTypes,
  users,
} from '../src/platform/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { seededAccount, signedInClient } from './seeded-accounts.ts';

// Test set-up shared by the part admin's test files: the app on a private database with a clock the test sets,
// the admin signed in, the seeded taxonomy's ids, a part body on them, and the create and update calls.

/** The moment the app's clock shows unless a test moves it. */
export const PART_ADMIN_START = new Date('2025-03-01T10:00:00.000Z');

/** The ids of the seeded taxonomy the part bodies are made of, and the look-ups for the others. */
export async function seededTaxonomy(db: Database) {
  async function classificationId(title: string): Promise<number> {
    const [row] = await db
      .select({ id: classifications.id })
      .from(classifications)
      .where(eq(classifications.title, title));
    if (!row) {
      throw new Error(`the seed has no classification '${title}'`);
    }
    return row.id;
  }

  async function attributeId(classification: string, title: string): Promise<number> {
    const [row] = await db
      .select({ id: attributes.id })
      .from(attributes)
      .where(
        and(
          eq(attributes.classificationId, await classificationId(classification)),
          eq(attributes.title, title),
        ),
      );
    if (!row) {
      throw new Error(`the seed has no attribute '${classification} / ${title}'`);
    }
    return row.id;
  }

  const DUTY = await classificationId('Duty point');
  const FLUID = await classificationId('Fluid');
  const FLOW = await attributeId('Duty point', 'Flow rate');
  const HEAD = await attributeId('Duty point', 'Differential head');
  const FLUID_NAME = await attributeId('Fluid', 'Fluid');
  const TEMPERATURE = await attributeId('Fluid', 'Temperature');
  const [PUMP_TYPE] = await db.select({ id: partTypes.id }).from(partTypes).where(eq(partTypes.name, 'pump'));
  return { classificationId, attributeId, DUTY, FLUID, FLOW, HEAD, FLUID_NAME, TEMPERATURE, PUMP_TYPE };
}

/** The app on a private database copy whose clock reads `now()`. */
export async function buildPartAdminTestApp(now: () => Date = () => PART_ADMIN_START) {
  const { app, database } = await buildTestApp({}, { now });
  const admin = seededAccount('admin');
  const customer = seededAccount('customer');
  const supplier = seededAccount('supplier');

  const adminClient = await signedInClient(app, admin);

  const taxonomy = await seededTaxonomy(database.db);
  const { DUTY, FLUID, FLOW, HEAD, FLUID_NAME, TEMPERATURE, PUMP_TYPE } = taxonomy;

  /** Duty point (flow, head) then an optional Fluid card (fluid, optional temperature). */
  function partBody(overrides: Partial<PartBody> = {}): PartBody {
    return {
      title: 'Booster set',
      description: 'Packaged booster set',
      part_type_id: PUMP_TYPE?.id ?? null,
      classifications: [
        {
          value: DUTY,
          isOptional: false,
          attribute: [
            { value: FLOW, isOptional: false },
            { value: HEAD, isOptional: false },
          ],
        },
        {
          value: FLUID,
          isOptional: true,
          attribute: [
            { value: FLUID_NAME, isOptional: false },
            { value: TEMPERATURE, isOptional: true },
          ],
        },
      ],
      ...overrides,
    };
  }

  async function create(body: PartBody) {
    const response = await adminClient.post('/api/part/', body);
    return { status: response.statusCode, body: response.json() };
  }

  async function update(id: number | string, body: PartBody) {
    const response = await adminClient.put(`/api/part-update/${id}/`, body);
    return { status: response.statusCode, body: response.json() };
  }

  async function created(body: PartBody) {
    const response = await create(body);
    expect(response.status).toBe(201);
    return PartDetailsSchema.parse(response.body);
  }

  async function auditRows(entityId: number) {
    return database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'part'), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id));
  }

  async function partCount(): Promise<number> {
    const [row] = await database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(parts);
    return row?.count ?? 0;
  }

  const [adminRow] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, admin.email));

  return {
    app,
    database,
    customer,
    supplier,
    adminClient,
    adminRow,
    taxonomy,
    partBody,
    create,
    update,
    created,
    auditRows,
    partCount,
  };
}
