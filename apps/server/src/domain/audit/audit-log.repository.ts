import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { auditLog } from '../../platform/db/schema/index.ts';

// 'transition': a request or offer moved from one state to another.
export type AuditAction = 'create' | 'update' | 'delete' | 'import' | 'replace' | 'transition';

export interface AuditEntry {
  /** The signed-in user who made the change; null for the system. */
  actorId: number | null;
  action: AuditAction;
  /** What kind of thing changed: 'classification', 'attribute', 'unit'… */
  entity: string;
  entityId: string | number;
  /** The row as it was (null on create) and as it is (null on delete), as JSON. */
  before: unknown;
  after: unknown;
  ip: string | null;
  /** When it happened; the database clock when left out. */
  at?: Date;
}

/**
 * Every admin change leaves a row — who, when, what, before → after. Pass the change's
 * transaction so the row and the change commit or roll back together.
 */
export async function recordAudit(tx: DatabaseOrTransaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
