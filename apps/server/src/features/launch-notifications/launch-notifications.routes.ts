import {
  LAUNCH_NOTIFY_MESSAGES,
  launchNotifyDetail,
  listLaunchSignUpsEndpoint,
  MESSAGES,
  notifyAtLaunchEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { findPartTypeByName, type PartTypeRow } from '../../domain/parts/part-type-by-name.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { pageAnswer, pageWindow } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { findLaunchSignUpPage, insertLaunchNotification } from './launch-notifications.repository.ts';

export interface LaunchNotificationRoutesDeps {
  db: Database;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
  now: () => Date;
}

// OWASP ASVS 5.0 §2.4.1: a public write with no account behind it; a person leaves an address or two, a script
// would fill the list with thousands.
const NOTIFY_PER_IP = { limit: 20, windowMs: 3_600_000 };

async function partTypeNamed(db: Database, name: string): Promise<PartTypeRow> {
  const partType = await findPartTypeByName(db, name);
  if (!partType) {
    throw new AppError('NOT_FOUND', `No part type is called '${name}'.`);
  }
  return partType;
}

/** The coming-soon page's notify-me list: anyone joins it once per part type; admins read it. */
export function registerLaunchNotificationRoutes(
  app: FastifyInstance,
  deps: LaunchNotificationRoutesDeps,
): void {
  registerEndpoint(app, notifyAtLaunchEndpoint, {
    access: 'public',
    handler: async ({ params, body, user: caller, request }) => {
      await spendOrRefuse(
        deps.rateLimiter,
        [{ key: `launch-notify:ip:${request.ip}`, ...NOTIFY_PER_IP }],
        MESSAGES.rateLimited,
      );
      const { id, config } = await partTypeNamed(deps.db, params.name);
      if (!config.comingSoon.enabled) {
        throw new AppError('CONFLICT', LAUNCH_NOTIFY_MESSAGES.notComingSoon);
      }
      if (!config.comingSoon.notify) {
        throw new AppError('CONFLICT', LAUNCH_NOTIFY_MESSAGES.notifyOff);
      }
      const isNew = await insertLaunchNotification(deps.db, {
        partTypeId: id,
        email: body.email,
        userId: (await caller)?.id ?? null,
        now: deps.now(),
      });
      return { detail: launchNotifyDetail(body.email, isNew), email: body.email, is_new: isNew };
    },
  });

  registerEndpoint(app, listLaunchSignUpsEndpoint, {
    access: ['admin'],
    handler: async ({ params, query, request }) => {
      const { id } = await partTypeNamed(deps.db, params.name);
      const found = await findLaunchSignUpPage(deps.db, { partTypeId: id, ...pageWindow(query.page) });
      return pageAnswer(request.url, query.page, found);
    },
  });
}
