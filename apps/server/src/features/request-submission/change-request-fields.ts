import type { PartStructure } from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { type RequestRow, updateRequestFields } from './request-submission.repository.ts';

export interface ChangedFields {
  answer: PartStructure;
  comment: string;
  quantity: number;
  zipCode: string | null;
}

function snapshotOf(request: RequestRow) {
  return {
    answer: request.answer,
    comment: request.comment,
    quantity: request.quantity,
    zip_code: request.zipCode,
  };
}

/** Writes the customer's change to a locked request with its audit row (the fields before and after). */
export async function changeRequestFields(
  tx: DatabaseOrTransaction,
  row: RequestRow,
  fields: ChangedFields,
  context: ChangeContext,
): Promise<RequestRow> {
  const updated = await updateRequestFields(tx, row.id, { ...fields, now: context.now });
  await recordChange(tx, context, {
    action: 'update',
    entity: 'request',
    entityId: row.id,
    before: snapshotOf(row),
    after: snapshotOf(updated),
  });
  return updated;
}
