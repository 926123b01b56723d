import type { FastifyRequest } from 'fastify';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { type AuditAction, recordAudit } from './audit-log.repository.ts';

/** Who makes a change, from where, and when: what the audit row records. */
export interface ChangeContext {
  actorId: number | null;
  ip: string | null;
  now: Date;
}

/** The change context of a request: its signed-in user, its client address, the app's clock. */
export function changeContextOf(
  request: FastifyRequest,
  user: SessionUser | null,
  now: () => Date,
): ChangeContext {
  return { actorId: user?.id ?? null, ip: request.ip || null, now: now() };
}

/** Writes the audit row of one change; pass the change's transaction so both commit or roll back together. */
export function recordChange(
  tx: DatabaseOrTransaction,
  context: ChangeContext,
  change: { action: AuditAction; entity: string; entityId: number; before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(tx, { ...change, actorId: context.actorId, ip: context.ip, at: context.now });
}
