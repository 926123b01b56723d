import { FindPartsResponseSchema, PART_LIST_MAX, PartStructureSchema } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { parts, partTypes } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();

async function search(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/part/?${query}` });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/part/?title=', () => {
  it("finds the pump for 'pu', case-insensitively", async () => {
    for (const title of ['pu', 'PU', 'Pump', 'um']) {
      const { status, body } = await search(`title=${title}`);
      expect(status).toBe(200);
      const page = FindPartsResponseSchema.parse(body);
      expect(page.results.map((part) => part.slug)).toContain('pump');
    }
  });

  it('lists every part, alphabetically, for an empty title', async () => {
    const { body } = await search('title=');
    const page = FindPartsResponseSchema.parse(body);
    expect(page.results.map((part) => part.title)).toEqual(['Compressor', 'Motor', 'Pump', 'Valve']);
    expect(page).toMatchObject({ count: 4, next: null, previous: null });
  });

  it('answers an empty page when nothing matches', async () => {
    const { status, body } = await search('title=zzz');
    expect(status).toBe(200);
    expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('treats % and _ as literal characters', async () => {
    const { body } = await search(`title=${encodeURIComponent('%')}`);
    expect(body.count).toBe(0);
  });

  it('ranks exact, then prefix, then infix matches and pages by 10', async () => {
    const [type] = await database.db.select({ id: partTypes.id }).from(partTypes).limit(1);
    const typeId = type?.id ?? 0;
    const titles = [
      'Gear',
      'Spur gear',
      'Gearbox',
      ...Array.from({ length: 10 }, (_, i) => `Gear set ${i + 10}`),
    ];
    await database.db.insert(parts).values(
      titles.map((title) => ({
        title,
        slug: title.toLowerCase().replaceAll(' ', '-'),
        partTypeId: typeId,
      })),
    );

    // Written past the app, as another instance would: the typeahead hears of it by the parts trigger's NOTIFY.
    await expect
      .poll(async () => FindPartsResponseSchema.parse((await search('title=gear')).body).count, {
        timeout: 2_000,
      })
      .toBe(13);
    const first = FindPartsResponseSchema.parse((await search('title=gear')).body);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]?.title).toBe('Gear');
    expect(first.results.at(-1)?.title).not.toBe('Spur gear');
    expect(first.next).toBe('/api/part/?title=gear&page=2');
    expect(first.previous).toBeNull();

    const second = FindPartsResponseSchema.parse((await search('title=gear&page=2')).body);
    expect(second.results.map((part) => part.title).at(-1)).toBe('Spur gear');
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/part/?title=gear&page=1');

    const beyond = FindPartsResponseSchema.parse((await search('title=gear&page=9')).body);
    expect(beyond).toMatchObject({ count: 13, results: [], next: null });
  });

  it('refuses a bad page number with a 400 naming the field', async () => {
    const { status, body } = await search('title=pu&page=abc');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION', field_errors: { page: [expect.any(String)] } });
    expect(body.detail).toContain("'page'");
  });

  it('refuses an over-long title', async () => {
    const { status, body } = await search(`title=${'x'.repeat(256)}`);
    expect(status).toBe(400);
    expect(body.field_errors).toHaveProperty('title');
  });
});

// docs/spec/marketplace-spec.md §7 — the Add Part screen's similar-title check.
describe('GET /api/part?title=&exact=true&pagination=false', () => {
  it('lists only the parts with the same title, trimmed and in any case, on one page', async () => {
    await database.db.insert(parts).values([
      { title: 'PUMP', slug: 'pump-upper' },
      { title: 'Pump station', slug: 'pump-station' },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/part?title=%20pump%20&exact=true&pagination=false',
    });
    expect(response.statusCode).toBe(200);
    const page = FindPartsResponseSchema.parse(response.json());
    expect(page.results.map((part) => part.slug).sort()).toEqual(['pump', 'pump-upper']);
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
  });

  it('pages exact matches like any search unless pagination=false', async () => {
    const page = FindPartsResponseSchema.parse((await search('title=pump&exact=true')).body);
    expect(page.count).toBe(2);
    expect(page.results.map((part) => part.slug)).not.toContain('pump-station');
    // The rows above were written past the app: the typeahead behind a plain search hears of them by NOTIFY, which on
    // PostgreSQL can arrive after this request (as in the paging test above).
    await expect
      .poll(async () => (await search('title=pump&exact=false')).body.count, { timeout: 2_000 })
      .toBeGreaterThan(2);
  });

  it(`answers every match up to ${PART_LIST_MAX} in one page without links when pagination=false`, async () => {
    await database.db
      .insert(parts)
      .values(Array.from({ length: PART_LIST_MAX + 5 }, (_, i) => ({ title: 'Shim', slug: `shim-${i}` })));
    const page = FindPartsResponseSchema.parse((await search('title=shim&exact=true&pagination=false')).body);
    expect(page).toMatchObject({ count: PART_LIST_MAX + 5, next: null, previous: null });
    expect(page.results).toHaveLength(PART_LIST_MAX);
    const paged = FindPartsResponseSchema.parse((await search('title=shim&exact=true')).body);
    expect(paged.results).toHaveLength(10);
    expect(paged.next).toBe('/api/part/?title=shim&exact=true&page=2');
  });

  it("refuses flags other than 'true' and 'false'", async () => {
    const { status, body } = await search('title=pump&exact=yes-please&pagination=maybe');
    expect(status).toBe(400);
    expect(Object.keys(body.field_errors).sort()).toEqual(['exact', 'pagination']);
  });
});

describe('GET /api/part/{slug}', () => {
  it('answers the pump structure in the wire shape, with flow and head units', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/part/pump' });
    expect(response.statusCode).toBe(200);
    const part = PartStructureSchema.parse(response.json());
    expect(part).toMatchObject({ slug: 'pump', title: 'Pump', part_type: 'pump' });
    const fields = part.partclassification_set.flatMap((card) =>
      card.partclassificationattribute_set.map((link) => link.attribute),
    );
    const unitsOf = (pattern: RegExp) =>
      fields.find((field) => pattern.test(field.title))?.unit.map((unit) => unit.title);
    expect(unitsOf(/flow/i)).toEqual(['gpm', 'm3/h', 'L/s']);
    expect(unitsOf(/head/i)).toEqual(['ft', 'm']);
    expect(fields.every((field) => field.value === null && field.unit_value === null)).toBe(true);
    expect(part.partclassification_set.every((card) => typeof card.is_optional === 'boolean')).toBe(true);
  });

  it('answers 404 with a detail for an unknown part', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/part/no-such-part' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.stringContaining('No part') });
  });

  it('answers 400 for a slug that cannot exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/part/Not%20A%20Slug' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toHaveProperty('slug');
  });
});
