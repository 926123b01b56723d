import type { UserRole } from '@specsource/contracts';
import { paths } from './paths.ts';

/**
 * Where each role starts: customers at the part search, suppliers at their inbox of requests, admins at their
 * dashboard. Signing in without a page to return to, the site's root and the header's logo all lead here.
 */
export const ROLE_HOME: Record<UserRole, string> = {
  customer: paths.home.getHref(),
  supplier: paths.supplierRequests.getHref(),
  admin: paths.superAdmin.getHref(),
};
