import type { SupplierRequestRow, SupplierRequestStatus } from '@specsource/contracts';
import type { Database } from '../../platform/db/database.ts';
import { requestAttachmentView } from '../../platform/files/attachment-view.ts';
import { findSupplierVisibleAttachments } from './request-attachments.repository.ts';
import { type FindSupplierRequestsInput, findSupplierRequests } from './supplier-request-list.repository.ts';

/** One page of the supplier's request list, each row with the files shared with assigned suppliers. */
export async function findSupplierRequestPage(
  db: Database,
  input: FindSupplierRequestsInput,
): Promise<{ count: number; rows: SupplierRequestRow[] }> {
  const { count, rows } = await findSupplierRequests(db, input);
  const files = await findSupplierVisibleAttachments(
    db,
    rows.map((row) => row.id),
  );
  return {
    count,
    rows: rows.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      part: { id: row.partId, title: row.partTitle },
      quantity: row.quantity,
      zip_code: row.zipCode,
      status: row.status as SupplierRequestStatus,
      created_at: row.createdAt.toISOString(),
      my_offer_count: row.myOfferCount,
      declined: row.isDeclined,
      attachments: files.filter((file) => file.requestId === row.id).map(requestAttachmentView),
    })),
  };
}
