import { REQUEST_MESSAGES, type RequestDetail, type RequestView } from '@specsource/contracts';
import type { ChangeContext } from '../../domain/audit/change-context.ts';
import { lockRequest } from '../../domain/requests/lock-request.ts';
import {
  findRequestById,
  findRequestByOrderId,
  type RequestViewer,
  requestViewerOf,
} from '../../domain/requests/request-access.ts';
import { EDITABLE_REQUEST_STATUSES } from '../../domain/requests/request-status-groups.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import type { AttachmentVisibility } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requestAttachmentView } from '../../platform/files/attachment-view.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { changeRequestFields } from './change-request-fields.ts';
import { checkRequestFields, type RequestFields } from './request-fields.ts';
import {
  findCustomerContact,
  findPartSummary,
  findRequestAttachments,
  type RequestRow,
} from './request-submission.repository.ts';

type Viewer = Pick<SessionUser, 'id' | 'role'>;

// Someone without access gets the same 404 as for an unknown id, so ids cannot be probed.
export const notFound = () => new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);

/** Which of a request's files each viewer sees (the attachments' visibility). */
const VISIBLE_ATTACHMENTS: Record<RequestViewer, readonly AttachmentVisibility[]> = {
  admin: ['internal', 'assigned_suppliers', 'customer'],
  owner: ['assigned_suppliers', 'customer'],
  assigned_supplier: ['assigned_suppliers'],
};

export async function toDetail(
  db: DatabaseOrTransaction,
  row: RequestRow,
  viewer: RequestViewer,
): Promise<RequestDetail> {
  const part = await findPartSummary(db, row.partId);
  const attachments = await findRequestAttachments(db, row.id, VISIBLE_ATTACHMENTS[viewer]);
  return {
    order_id: row.orderId,
    part: part ?? { id: row.partId, slug: '', title: '' },
    answer: row.answer,
    comment: row.comment,
    quantity: row.quantity,
    zip_code: row.zipCode,
    status: row.status,
    attachments: attachments.map(requestAttachmentView),
  };
}

/** A request by order id, for its customer and admins (the wizard's edit, the customer's detail). */
export async function findOwnedRequest(db: DatabaseOrTransaction, user: Viewer, orderId: string) {
  const row = await findRequestByOrderId(db, orderId);
  const viewer = row ? await requestViewerOf(db, user, row) : null;
  if (!row || (viewer !== 'owner' && viewer !== 'admin')) {
    throw notFound();
  }
  return { row, viewer };
}

export async function getRequestByOrderId(
  db: DatabaseOrTransaction,
  user: Viewer,
  orderId: string,
): Promise<RequestDetail> {
  const { row, viewer } = await findOwnedRequest(db, user, orderId);
  return toDetail(db, row, viewer);
}

/** GET /api/get_request/{id}: suppliers assigned to the part see it too, without the customer's details. */
export async function getRequestById(
  db: DatabaseOrTransaction,
  user: Viewer,
  id: number,
): Promise<RequestView> {
  const row = await findRequestById(db, id);
  const viewer = row ? await requestViewerOf(db, user, row) : null;
  if (!row || !viewer) {
    throw notFound();
  }
  const customer =
    viewer === 'assigned_supplier' ? null : ((await findCustomerContact(db, row.customerId)) ?? null);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ...(await toDetail(db, row, viewer)),
    customer,
  };
}

/**
 * PUT /api/request/update/{order_id}: the owner changes a draft or an open request; the answer is checked against the
 * part's structure as it is now. One audit row with the fields before and after.
 */
export async function updateRequest(
  db: Database,
  user: Viewer,
  input: { orderId: string; fields: RequestFields; context: ChangeContext },
): Promise<RequestDetail> {
  const found = await findRequestByOrderId(db, input.orderId);
  if (!found || found.customerId !== user.id || user.role !== 'customer') {
    throw notFound();
  }
  if (input.fields.part !== found.partId) {
    throw new AppError('VALIDATION', REQUEST_MESSAGES.partChanged, { part: [REQUEST_MESSAGES.partChanged] });
  }
  const answer = await checkRequestFields(db, input.fields);
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, found.id);
    if (!row) {
      throw notFound();
    }
    if (!EDITABLE_REQUEST_STATUSES.includes(row.status)) {
      const message =
        row.status === 'pending_activation' ? REQUEST_MESSAGES.notYetActive : REQUEST_MESSAGES.notEditable;
      throw new AppError('CONFLICT', message);
    }
    const updated = await changeRequestFields(
      tx,
      row,
      {
        answer,
        comment: input.fields.comment,
        quantity: input.fields.quantity,
        zipCode: input.fields.zip_code,
      },
      input.context,
    );
    return toDetail(tx, updated, 'owner');
  });
}
