import { PART_ADMIN_MESSAGES, type PartBody, PartDetailsSchema } from '@specsource/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import {
  attributes,
  auditLog,
  classifications,
  partClassifications,
  parts,
  partTypes,
  users,
} from '../../platform/db/schema/index.ts';

let clock = new Date('2025-03-01T10:00:00.000Z');
const { app, database } = await buildTestApp({}, { now: () => clock });
const admin = seededAccount('admin');
const customer = seededAccount('customer');
const supplier = seededAccount('supplier');

const adminClient = await signedInClient(app, admin);

async function classificationId(title: string): Promise<number> {
  const [row] = await database.db
    .select({ id: classifications.id })
    .from(classifications)
    .where(eq(classifications.title, title));
  if (!row) {
    throw new Error(`the seed has no classification '${title}'`);
  }
  return row.id;
}

async function attributeId(classification: string, title: string): Promise<number> {
  const [row] = await database.db
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
const [PUMP_TYPE] = await database.db
  .select({ id: partTypes.id })
  .from(partTypes)
  .where(eq(partTypes.name, 'pump'));

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

const [adminRow] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));

describe('POST /api/part/', () => {
  it('creates the part with its cards in order, answers 201 with its details, and audits it', async () => {
    const part = await created(partBody({ title: '  Booster set  ' }));
    expect(part).toMatchObject({
      title: 'Booster set',
      slug: 'booster-set',
      description: 'Packaged booster set',
      part_type: 'pump',
      part_type_id: PUMP_TYPE?.id,
      updated_at: clock.toISOString(),
    });
    expect(
      part.partclassification_set.map((card) => [
        card.classification.id,
        card.is_optional,
        card.partclassificationattribute_set.map((link) => [link.attribute.id, link.is_optional]),
      ]),
    ).toEqual([
      [
        DUTY,
        false,
        [
          [FLOW, false],
          [HEAD, false],
        ],
      ],
      [
        FLUID,
        true,
        [
          [FLUID_NAME, false],
          [TEMPERATURE, true],
        ],
      ],
    ]);
    expect(part.partclassification_set[0]?.partclassificationattribute_set[0]?.attribute.unit).toEqual([
      { id: expect.any(Number), title: 'gpm' },
      { id: expect.any(Number), title: 'm3/h' },
      { id: expect.any(Number), title: 'L/s' },
    ]);

    const [audit] = await auditRows(part.id);
    expect(audit).toMatchObject({ action: 'create', actorId: adminRow?.id, before: null, after: part });
    expect(audit?.createdAt.toISOString()).toBe(clock.toISOString());

    const publicView = await app.inject({ method: 'GET', url: '/api/part/booster-set' });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).not.toHaveProperty('part_type_id');
  });

  it("reads the spec's 'True'/'False' flags and drops unknown keys such as items", async () => {
    const body = {
      title: 'Flag reader',
      classifications: [
        { value: DUTY, isOptional: 'True', items: [], attribute: [{ value: FLOW, isOptional: 'False' }] },
      ],
    };
    const response = await adminClient.post('/api/part/', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      part_type_id: null,
      part_type: null,
      description: '',
      partclassification_set: [
        { is_optional: true, partclassificationattribute_set: [{ is_optional: false }] },
      ],
    });
  });

  it("answers 400 'title field id required' on title for a missing or blank title", async () => {
    for (const title of [undefined, '   ']) {
      const { status, body } = await create({ ...partBody(), title: title as string });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION',
        field_errors: { title: [PART_ADMIN_MESSAGES.titleRequired] },
      });
    }
  });

  it('answers 400 on the form paths for repeated classifications and empty cards', async () => {
    const { status, body } = await create(
      partBody({
        classifications: [
          { value: DUTY, attribute: [{ value: FLOW }, { value: FLOW }] },
          { value: DUTY, attribute: [] },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body.field_errors).toEqual({
      'classifications.0.attribute.1.value': [PART_ADMIN_MESSAGES.attributeRepeated],
      'classifications.1.value': [PART_ADMIN_MESSAGES.classificationRepeated],
      'classifications.1.attribute': [PART_ADMIN_MESSAGES.attributesRequired],
    });
  });

  it('answers 400 for unknown ids and an attribute of another classification, creating nothing', async () => {
    const before = await partCount();
    const { status, body } = await create(
      partBody({
        part_type_id: 999_999,
        classifications: [
          { value: 999_999, attribute: [{ value: FLOW }] },
          { value: DUTY, attribute: [{ value: FLOW }, { value: 999_998 }, { value: TEMPERATURE }] },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION',
      detail: `Check the field 'part_type_id': ${PART_ADMIN_MESSAGES.partTypeUnknown}`,
      field_errors: {
        part_type_id: [PART_ADMIN_MESSAGES.partTypeUnknown],
        'classifications.0.value': [PART_ADMIN_MESSAGES.classificationUnknown],
        'classifications.1.attribute.1.value': [PART_ADMIN_MESSAGES.attributeUnknown],
        'classifications.1.attribute.2.value': [PART_ADMIN_MESSAGES.attributeNotInClassification],
      },
    });
    expect(Object.keys(body.field_errors)).toHaveLength(4);
    expect(await partCount()).toBe(before);
  });

  it('refuses a title another part has (any case, any spacing) with 409, then saves it when allowed', async () => {
    const refused = await create(partBody({ title: ' pUMP ' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      field_errors: { title: [PART_ADMIN_MESSAGES.duplicateTitle] },
    });

    const first = await created(partBody({ title: 'Pump', allow_duplicate_title: true }));
    const second = await created(partBody({ title: 'PUMP', allow_duplicate_title: true }));
    expect([first.slug, second.slug]).toEqual(['pump-2', 'pump-3']);
  });

  it('gives parts saved at the same moment different slugs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => create(partBody({ title: 'Twin', allow_duplicate_title: true }))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(responses.map((response) => response.body.slug).sort()).toEqual([
      'twin',
      'twin-2',
      'twin-3',
      'twin-4',
    ]);
  });

  it('never gives a part a slug a static route would shadow', async () => {
    const part = await created(partBody({ title: 'Supplier' }));
    expect(part.slug).toBe('supplier-2');
    expect((await app.inject({ method: 'GET', url: '/api/part/supplier-2' })).statusCode).toBe(200);
    expect((await created(partBody({ title: 'Ventil für Straße' }))).slug).toBe('ventil-fur-strasse');
  });

  it('rolls back the whole part when a card fails to save', async () => {
    // A trigger stands in for an admin deleting the attribute mid-save: the link insert fails.
    await database.db.execute(sql`
      create function fail_link() returns trigger language plpgsql as $$
      begin raise exception 'attribute gone' using errcode = 'foreign_key_violation'; end $$`);
    await database.db.execute(sql`
      create trigger fail_link before insert on part_classification_attributes
      for each row when (new.attribute_id = ${sql.raw(String(TEMPERATURE))}) execute function fail_link()`);
    const before = await partCount();
    const [{ count: auditBefore } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog);
    try {
      const { status, body } = await create(partBody({ title: 'Half saved' }));
      expect(status).toBe(409);
      expect(body.detail).toBe(PART_ADMIN_MESSAGES.taxonomyChanged);
    } finally {
      await database.db.execute(sql`drop trigger fail_link on part_classification_attributes`);
      await database.db.execute(sql`drop function fail_link`);
    }
    expect(await partCount()).toBe(before);
    expect(await database.db.select().from(parts).where(eq(parts.title, 'Half saved'))).toEqual([]);
    const [{ count: auditAfter } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog);
    expect(auditAfter).toBe(auditBefore);
  });
});

describe('PUT /api/part-update/{id}/', () => {
  it('replaces the cards, keeping the ids of what stays, and audits before and after', async () => {
    const part = await created(partBody({ title: 'Editable' }));
    const [duty, fluid] = part.partclassification_set;
    clock = new Date('2025-03-01T10:05:00.000Z');

    const { status, body } = await update(
      part.id,
      partBody({
        title: 'Editable',
        description: 'New words',
        part_type_id: null,
        classifications: [
          { value: FLUID, isOptional: false, attribute: [{ value: TEMPERATURE }, { value: FLUID_NAME }] },
          {
            value: await classificationId('Operation'),
            attribute: [{ value: await attributeId('Operation', 'Redundancy') }],
          },
        ],
      }),
    );
    expect(status).toBe(200);
    const after = PartDetailsSchema.parse(body);
    expect(after).toMatchObject({
      slug: 'editable',
      description: 'New words',
      part_type: null,
      part_type_id: null,
      updated_at: clock.toISOString(),
    });
    const [newFluid, operation] = after.partclassification_set;
    expect(newFluid?.id).toBe(fluid?.id);
    expect(newFluid?.is_optional).toBe(false);
    const linkIds = (card: typeof fluid) =>
      Object.fromEntries(
        card?.partclassificationattribute_set.map((link) => [link.attribute.id, link.id]) ?? [],
      );
    expect(linkIds(newFluid)).toEqual(linkIds(fluid));
    expect(newFluid?.partclassificationattribute_set.map((link) => link.attribute.id)).toEqual([
      TEMPERATURE,
      FLUID_NAME,
    ]);
    expect(operation?.classification.title).toBe('Operation');
    expect(
      await database.db
        .select()
        .from(partClassifications)
        .where(eq(partClassifications.id, duty?.id ?? 0)),
    ).toEqual([]);

    const [audit] = await auditRows(part.id);
    expect(audit).toMatchObject({ action: 'update', actorId: adminRow?.id, before: part, after });
    expect((await adminClient.get(`/api/part-details/${part.id}`)).json()).toEqual(after);
  });

  it('keeps the slug for an unchanged or re-cased title; a rename moves it and the old one redirects', async () => {
    const part = await created(partBody({ title: 'Heat exchanger' }));
    expect((await update(part.id, partBody({ title: 'Heat exchanger' }))).body.slug).toBe('heat-exchanger');
    expect((await update(part.id, partBody({ title: 'HEAT  Exchanger' }))).body.slug).toBe('heat-exchanger');

    const renamed = await update(part.id, partBody({ title: 'Plate heat exchanger' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe('plate-heat-exchanger');

    const old = await app.inject({ method: 'GET', url: '/api/part/heat-exchanger' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/part/plate-heat-exchanger');
    expect(old.json()).toMatchObject({ id: part.id, slug: 'plate-heat-exchanger' });
    expect(old.json()).not.toHaveProperty('updated_at');
    const current = await app.inject({ method: 'GET', url: old.headers.location as string });
    expect(current.statusCode).toBe(200);
    expect(current.json().title).toBe('Plate heat exchanger');

    // The old address stays its own: a new part with that title gets another one.
    expect((await created(partBody({ title: 'Heat exchanger ' }))).slug).toBe('heat-exchanger-2');
  });

  it('takes back its own earlier slug when renamed back', async () => {
    const part = await created(partBody({ title: 'Strainer' }));
    await update(part.id, partBody({ title: 'Basket strainer' }));
    const back = await update(part.id, partBody({ title: 'Strainer' }));
    expect(back.body.slug).toBe('strainer');
    expect((await app.inject({ method: 'GET', url: '/api/part/strainer' })).statusCode).toBe(200);
    const redirect = await app.inject({ method: 'GET', url: '/api/part/basket-strainer' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/part/strainer');
  });

  it('refuses another part’s title with 409 but not its own, and allows it when confirmed', async () => {
    const part = await created(partBody({ title: 'Gate valve' }));
    expect((await update(part.id, partBody({ title: 'GATE VALVE' }))).status).toBe(200);
    const refused = await update(part.id, partBody({ title: 'valve' }));
    expect(refused.status).toBe(409);
    expect(refused.body.field_errors).toEqual({ title: [PART_ADMIN_MESSAGES.duplicateTitle] });
    const allowed = await update(part.id, partBody({ title: 'valve', allow_duplicate_title: true }));
    expect(allowed.status).toBe(200);
    expect(allowed.body.slug).toBe('valve-2');
  });

  it('answers 400 for an attribute of another classification and leaves the part as it was', async () => {
    const part = await created(partBody({ title: 'Untouched' }));
    const { status, body } = await update(
      part.id,
      partBody({
        title: 'Touched',
        classifications: [
          { value: DUTY, attribute: [{ value: FLOW }] },
          { value: FLUID, attribute: [{ value: HEAD }] },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body.field_errors).toEqual({
      'classifications.1.attribute.0.value': [PART_ADMIN_MESSAGES.attributeNotInClassification],
    });
    expect((await adminClient.get(`/api/part-details/${part.id}`)).json()).toEqual(part);
    expect(await auditRows(part.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown part and 400 for an id that cannot exist', async () => {
    const missing = await update(999_999, partBody());
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', detail: PART_ADMIN_MESSAGES.partNotFound });
    for (const id of ['abc', '0']) {
      const invalid = await update(id, partBody());
      expect(invalid.status).toBe(400);
      expect(invalid.body.field_errors).toEqual({ id: [PART_ADMIN_MESSAGES.idInvalid] });
    }
  });
});

describe('GET /api/part-details/{id}', () => {
  it("answers the seeded pump's structure with its type id", async () => {
    const response = await adminClient.get('/api/part/pump');
    const publicPump = response.json();
    const details = await adminClient.get(`/api/part-details/${publicPump.id}`);
    expect(details.statusCode).toBe(200);
    expect(PartDetailsSchema.parse(details.json())).toEqual({
      ...publicPump,
      part_type_id: PUMP_TYPE?.id,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('answers 404 for an unknown part', async () => {
    const response = await adminClient.get('/api/part-details/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(PART_ADMIN_MESSAGES.partNotFound);
  });
});

describe('access', () => {
  const calls = (client: TestClient) => [
    client.post('/api/part/', partBody({ title: 'Not allowed' })),
    client.put('/api/part-update/1/', partBody({ title: 'Not allowed' })),
    client.get('/api/part-details/1'),
    client.get('/api/admin/parts/'),
  ];

  it('answers 401 to visitors', async () => {
    const responses = await Promise.all(calls(createTestClient(app)));
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it('answers 403 to customers and suppliers', async () => {
    for (const account of [customer, supplier]) {
      const responses = await Promise.all(calls(await signedInClient(app, account)));
      expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect(await database.db.select().from(parts).where(eq(parts.title, 'Not allowed'))).toEqual([]);
  });
});
