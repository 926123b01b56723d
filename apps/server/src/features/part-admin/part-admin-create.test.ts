import { PART_ADMIN_MESSAGES } from '@specsource/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPartAdminTestApp, PART_ADMIN_START } from '../../../test/part-admin-fixtures.ts';
import { auditLog, parts } from '../../platform/db/schema/index.ts';

const clock = PART_ADMIN_START;
const { app, database, adminClient, adminRow, taxonomy, partBody, create, created, auditRows, partCount } =
  await buildPartAdminTestApp(() => clock);
const { DUTY, FLUID, FLOW, HEAD, FLUID_NAME, TEMPERATURE, PUMP_TYPE } = taxonomy;

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
