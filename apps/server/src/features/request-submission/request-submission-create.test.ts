import {
  CreateRequestResponseSchema,
  MESSAGES,
  REQUEST_MESSAGES,
  SPECIFICATION_MESSAGES,
} from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { fillAnswer } from '../../../test/fill-answer.ts';
import { buildRequestSubmissionTestApp } from '../../../test/request-submission-fixtures.ts';
import {
  attributeIdOf,
  auditRowsOf,
  requestBody,
  requestRow,
  requestsOf,
  requiredValues,
  supplierMailsOf,
} from '../../../test/request-test-helpers.ts';

const {
  db,
  customer,
  customerId,
  customerA,
  admin,
  keystoneEmail,
  harborEmail,
  keystone,
  pump,
  compressor,
  valve,
  create,
  createdRequest,
} = await buildRequestSubmissionTestApp();

describe('POST /api/request/ by a signed-in customer', () => {
  it('stores the request as submitted and answers previously_logged_in with an unguessable order id', async () => {
    const before = (await requestsOf(db, customerId)).length;
    const response = await create();
    expect(response.statusCode).toBe(201);
    const body = CreateRequestResponseSchema.parse(response.json());
    expect(body).toMatchObject({ is_logged_in: 'previously_logged_in', status: 'submitted' });
    // 128 random bits, URL-safe.
    expect(body.order_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await requestRow(db, body.order_id);
    expect(row).toMatchObject({
      customerId,
      partId: compressor.id,
      quantity: 2,
      zipCode: '30301',
      comment: 'For the cooling tower loop',
      status: 'submitted',
    });
    expect((await requestsOf(db, customerId)).length).toBe(before + 1);
    expect((await auditRowsOf(db, row.id)).map((audit) => [audit.action, audit.after])).toEqual([
      ['create', { status: 'submitted' }],
    ]);
  });

  it('mails exactly the suppliers assigned to the part, without the customer’s details', async () => {
    const forCompressor = await createdRequest();
    const compressorMails = await supplierMailsOf(db, forCompressor.id);
    expect(compressorMails.map((mail) => mail.to)).toEqual([keystoneEmail]);
    const forValve = await createdRequest(customerA, requestBody(valve));
    expect((await supplierMailsOf(db, forValve.id)).map((mail) => mail.to)).toEqual([harborEmail]);
    const forPump = await createdRequest(customerA, requestBody(pump));
    expect((await supplierMailsOf(db, forPump.id)).map((mail) => mail.to)).toEqual(
      [keystoneEmail, harborEmail].sort(),
    );

    const [mail] = compressorMails;
    expect(mail?.text).toContain(`/supplier/requests/${forCompressor.id}/`);
    expect(mail?.text).toContain(forCompressor.orderId);
    expect(mail?.text).toContain('Quantity: 2');
    for (const secret of [customer.email, 'Priya', 'Nair']) {
      expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain(secret);
    }
  });

  it('ignores fields it does not take: customer, status and order id come from the server', async () => {
    const row = await createdRequest(
      customerA,
      requestBody(compressor, {
        customer_id: 1,
        customer: 1,
        status: 'completed',
        order_id: 'chosen-by-me',
        id: 1,
      }),
    );
    expect(row).toMatchObject({ customerId, status: 'submitted' });
    expect(row.orderId).not.toBe('chosen-by-me');
  });

  it('stores the answer normalised on the current structure (numbers as numbers, its own titles)', async () => {
    const flowId = attributeIdOf(compressor, 'Free air delivery');
    const answer = fillAnswer(compressor, {
      ...requiredValues(compressor),
      'Free air delivery': { value: ' 250 ' },
    });
    const card = answer.partclassification_set.find((item) =>
      item.partclassificationattribute_set.some((link) => link.attribute.id === flowId),
    );
    const link = card?.partclassificationattribute_set.find((item) => item.attribute.id === flowId);
    if (link) {
      link.attribute.title = 'Renamed by the client';
    }
    const row = await createdRequest(customerA, requestBody(compressor, { answer }));
    const stored = row.answer.partclassification_set
      .flatMap((item) => item.partclassificationattribute_set)
      .find((item) => item.attribute.id === flowId);
    expect(stored?.attribute).toMatchObject({ title: 'Free air delivery', value: 250 });
  });

  it.each([
    ['supplier', () => keystone],
    ['admin', () => admin],
  ])('refuses a %s with 403', async (_, client) => {
    const response = await create(client());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', detail: REQUEST_MESSAGES.notACustomer });
  });
});

describe('POST /api/request/ validation', () => {
  const fieldErrors = async (body: Record<string, unknown>) => {
    const response = await create(customerA, body);
    expect(response.statusCode).toBe(400);
    return response.json().field_errors as Record<string, string[]>;
  };

  it('refuses an attribute the part does not have', async () => {
    const answer = fillAnswer(compressor, requiredValues(compressor));
    answer.partclassification_set[0]?.partclassificationattribute_set.push({
      id: 1,
      is_optional: true,
      attribute: {
        id: 999_999,
        title: 'Secret',
        type: 'text',
        options: [],
        unit: [],
        value: 'x',
        unit_value: null,
      },
    });
    expect(await fieldErrors(requestBody(compressor, { answer }))).toEqual({
      'answer.999999': [SPECIFICATION_MESSAGES.unknownAttribute],
    });
  });

  it('names a missing required field, a bad unit and an option that is not offered', async () => {
    const values = requiredValues(compressor);
    const answer = fillAnswer(compressor, {
      ...values,
      'Free air delivery': { value: '', unit: 'cfm' },
      'Discharge pressure': { value: 100, unit: 'furlongs' },
      Cooling: { value: 'Liquid nitrogen' },
    });
    expect(await fieldErrors(requestBody(compressor, { answer }))).toEqual({
      [`answer.${attributeIdOf(compressor, 'Free air delivery')}`]: [MESSAGES.fieldRequired],
      [`answer.${attributeIdOf(compressor, 'Discharge pressure')}.unit`]: [MESSAGES.selectUnit],
      [`answer.${attributeIdOf(compressor, 'Cooling')}`]: [SPECIFICATION_MESSAGES.notAnOption],
    });
  });

  it('refuses a number outside the attribute’s bounds (in its first unit)', async () => {
    const answer = fillAnswer(compressor, {
      ...requiredValues(compressor),
      'Free air delivery': { value: -5 },
    });
    expect(await fieldErrors(requestBody(compressor, { answer }))).toEqual({
      [`answer.${attributeIdOf(compressor, 'Free air delivery')}`]: ['Enter 0 cfm or more'],
    });
  });

  it.each([
    ['quantity', { quantity: 0 }, MESSAGES.quantityMin],
    ['quantity', { quantity: '1.5' }, MESSAGES.quantityMin],
    ['quantity', { quantity: -3 }, MESSAGES.quantityMin],
    ['zip_code', { zip_code: '1234' }, MESSAGES.zipCodeDigits],
    ['zip_code', { zip_code: '123456' }, MESSAGES.zipCodeDigits],
    ['part', { part: 'pump' }, REQUEST_MESSAGES.partInvalid],
  ])('answers 400 on %s for %j', async (field, overrides, message) => {
    const errors = await fieldErrors(requestBody(compressor, overrides));
    expect(errors[field]?.[0]).toBe(message);
  });

  it('refuses a comment over 5000 characters', async () => {
    const errors = await fieldErrors(requestBody(compressor, { comment: 'x'.repeat(5001) }));
    expect(errors).toEqual({ comment: [REQUEST_MESSAGES.commentTooLong] });
  });

  it('refuses an answer of another part, and an unknown part', async () => {
    expect(await fieldErrors(requestBody(compressor, { part: valve.id }))).toMatchObject({
      'answer.id': [SPECIFICATION_MESSAGES.otherPart],
    });
    expect(await fieldErrors(requestBody(compressor, { part: 999_999 }))).toEqual({
      part: [REQUEST_MESSAGES.partNotFound],
    });
  });

  it('takes quantity as digits and no zip code', async () => {
    const row = await createdRequest(customerA, requestBody(compressor, { quantity: '12', zip_code: '' }));
    expect(row).toMatchObject({ quantity: 12, zipCode: null });
  });
});
