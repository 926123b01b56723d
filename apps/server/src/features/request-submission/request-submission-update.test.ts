import { REQUEST_MESSAGES, SPECIFICATION_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillAnswer } from '../../../test/fill-answer.ts';
import { buildRequestSubmissionTestApp } from '../../../test/request-submission-fixtures.ts';
import {
  attributeIdOf,
  auditRowsOf,
  requestBody,
  requestRow,
  requiredValues,
} from '../../../test/request-test-helpers.ts';
import { requests } from '../../platform/db/schema/index.ts';

const { db, customerId, customerA, customerB, admin, keystone, visitor, compressor, valve, createdRequest } =
  await buildRequestSubmissionTestApp();

describe('PUT /api/request/update/{order_id}', () => {
  it('lets the owner change an open request, re-checked, with one audit row', async () => {
    const row = await createdRequest();
    const body = requestBody(compressor, { quantity: 5, comment: 'Two spares', zip_code: '10001' });
    const response = await customerA.put(`/api/request/update/${row.orderId}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ quantity: 5, comment: 'Two spares', zip_code: '10001' });
    expect(await requestRow(db, row.orderId)).toMatchObject({ quantity: 5, status: 'submitted', customerId });
    const audit = await auditRowsOf(db, row.id);
    expect(audit.map((item) => item.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ quantity: 2 });
    expect(audit[1]?.after).toMatchObject({ quantity: 5 });
  });

  it('refuses other customers (404), suppliers and admins (403), and leaves the request alone', async () => {
    const row = await createdRequest();
    const url = `/api/request/update/${row.orderId}`;
    const body = requestBody(compressor, { quantity: 9 });
    expect((await customerB.client.put(url, body)).statusCode).toBe(404);
    expect((await keystone.put(url, body)).statusCode).toBe(403);
    expect((await admin.put(url, body)).statusCode).toBe(403);
    expect((await visitor.put(url, body)).statusCode).toBe(401);
    expect((await requestRow(db, row.orderId)).quantity).toBe(2);
  });

  it('validates the answer against the part again and keeps the part', async () => {
    const row = await createdRequest();
    const url = `/api/request/update/${row.orderId}`;
    const answer = fillAnswer(compressor, { ...requiredValues(compressor), Cooling: { value: 'Wind' } });
    const bad = await customerA.put(url, requestBody(compressor, { answer }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({
      [`answer.${attributeIdOf(compressor, 'Cooling')}`]: [SPECIFICATION_MESSAGES.notAnOption],
    });
    const otherPart = await customerA.put(url, requestBody(valve));
    expect(otherPart.statusCode).toBe(400);
    expect(otherPart.json().field_errors).toEqual({ part: [REQUEST_MESSAGES.partChanged] });
  });

  it('answers 409 once the request is closed', async () => {
    const row = await createdRequest();
    await db.update(requests).set({ status: 'completed' }).where(eq(requests.id, row.id));
    const response = await customerA.put(`/api/request/update/${row.orderId}`, requestBody(compressor));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: REQUEST_MESSAGES.notEditable });
  });
});
