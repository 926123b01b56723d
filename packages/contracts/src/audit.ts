import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { listQueryOf, pageOf } from './common/pagination.ts';

// Issue 6 item 7: every admin change leaves a row (who, when, what, before → after); admins read them here.

export const AUDIT_SORT_FIELDS = ['created_at', 'entity', 'action', 'actor'] as const;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The admin's e-mail; null for the system (a CLI, a seed) or a deleted account. */
  actor: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

export type AuditEntryRow = z.infer<typeof AuditEntrySchema>;

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log/',
  summary:
    'Admin changes, newest first by default; search matches the entity, its id, the action, the admin or a value in the change (admin)',
  tags: ['admin'],
  query: listQueryOf(AUDIT_SORT_FIELDS),
  response: pageOf(AuditEntrySchema),
});
