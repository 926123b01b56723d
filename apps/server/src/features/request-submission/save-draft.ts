import { type PartStructure, REQUEST_MESSAGES } from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { isPrivateDraft } from '../../domain/requests/request-status-groups.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { StoredFile } from '../../platform/files/attachments.ts';
import { createRateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import { changeRequestFields } from './change-request-fields.ts';
import {
  insertDraftUnlessKeyed,
  insertRequestAttachments,
  lockRequestOfDraftKey,
  type RequestRow,
} from './request-submission.repository.ts';

const HOUR_MS = 3_600_000;

export interface DraftInput {
  orderId: string;
  customerId: number;
  draftKey: string;
  partId: number;
  answer: PartStructure;
  comment: string;
  quantity: number;
  zipCode: string | null;
  files: readonly StoredFile[];
}

/**
 * A pump search's request, stored as its customer's private draft (no supplier mail, no hourly request count):
 * the first search of a wizard inserts it, every later one (a repeat, a double click, a concurrent submit)
 * updates that same draft, keyed by the wizard's draft key. `isNew` false: the files sent are not stored (the
 * first search's are the draft's). Run it in a transaction.
 */
export async function saveDraft(
  tx: Transaction,
  input: DraftInput,
  options: { context: ChangeContext; draftsPerHour: number },
): Promise<{ row: RequestRow; isNew: boolean }> {
  const { context } = options;
  const fields = {
    answer: input.answer,
    comment: input.comment,
    quantity: input.quantity,
    zipCode: input.zipCode,
  };
  const inserted = await insertDraftUnlessKeyed(tx, {
    orderId: input.orderId,
    draftKey: input.draftKey,
    partId: input.partId,
    customerId: input.customerId,
    ...fields,
    status: 'draft',
    now: context.now,
  });
  if (inserted) {
    await insertRequestAttachments(tx, {
      requestId: inserted.id,
      uploadedById: input.customerId,
      files: input.files,
      now: context.now,
    });
    await recordChange(tx, context, {
      action: 'create',
      entity: 'request',
      entityId: inserted.id,
      before: null,
      after: { status: inserted.status },
    });
    await spendOrRefuse(
      createRateLimiter(tx, () => context.now),
      [
        {
          key: `request-draft:customer:${input.customerId}`,
          limit: options.draftsPerHour,
          windowMs: HOUR_MS,
        },
      ],
      (waitMinutes) => REQUEST_MESSAGES.draftLimitReached(options.draftsPerHour, waitMinutes),
    );
    return { row: inserted, isNew: true };
  }
  const existing = await lockRequestOfDraftKey(tx, input.customerId, input.draftKey);
  if (!existing) {
    throw new Error('a draft key conflicted, yet no request of this customer has it');
  }
  if (existing.partId !== input.partId) {
    // Another part under the same key is a client's mistake, not a change of this draft's part.
    throw new AppError('VALIDATION', REQUEST_MESSAGES.partChanged, { part: [REQUEST_MESSAGES.partChanged] });
  }
  if (!isPrivateDraft(existing.status)) {
    throw new AppError('CONFLICT', REQUEST_MESSAGES.draftAlreadySent);
  }
  return { row: await changeRequestFields(tx, existing, fields, context), isNew: false };
}
