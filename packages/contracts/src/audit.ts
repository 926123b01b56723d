import { z } from 'zod';
import { USER_ROLES } from './auth.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { listQueryOf, pageOf } from './common/pagination.ts';

// Every change to the marketplace's records leaves a row (who, when, what, before → after): admins' catalogue
// edits, customers' requests and orders, suppliers' offers. Admins read them here.

export const AUDIT_SORT_FIELDS = ['created_at', 'entity', 'action', 'actor'] as const;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** E-mail of whoever made the change (an admin, a customer or a supplier); null for the system or a deleted account. */
  actor: z.string().nullable(),
  /** That person's role, so the log can say who they are; null with `actor`. */
  actor_role: z.enum(USER_ROLES).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

export type AuditEntryRow = z.infer<typeof AuditEntrySchema>;

export const listAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log/',
  summary:
    'Changes by anyone, newest first by default; search matches the entity, its id, the action, who made it or a value in the change (admin)',
  tags: ['admin'],
  query: listQueryOf(AUDIT_SORT_FIELDS),
  response: pageOf(AuditEntrySchema),
});
