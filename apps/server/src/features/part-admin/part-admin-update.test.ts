import { PART_ADMIN_MESSAGES, PartDetailsSchema } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPartAdminTestApp, PART_ADMIN_START } from '../../../test/part-admin-fixtures.ts';
import { partClassifications } from '../../platform/db/schema/index.ts';

let clock = PART_ADMIN_START;
const { app, database, adminClient, adminRow, taxonomy, partBody, update, created, auditRows } =
  await buildPartAdminTestApp(() => clock);
const { classificationId, attributeId, DUTY, FLUID, FLOW, HEAD, FLUID_NAME, TEMPERATURE } = taxonomy;

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
