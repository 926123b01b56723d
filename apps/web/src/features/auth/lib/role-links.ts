import type { UserRole } from '@specsource/contracts';
import { paths } from '../../../config/paths.ts';
import { ROLE_HOME } from '../../../config/role-home.ts';
import type { NavLink } from '../../../lib/nav-link.ts';

/** Each role's own pages: the header's navigation, and the account menu's on a phone. */
export const ROLE_LINKS: Record<UserRole, NavLink[]> = {
  customer: [
    { label: 'Find a part', href: ROLE_HOME.customer, isExact: true },
    { label: 'My requests', href: paths.userRequests.getHref() },
    { label: 'My orders', href: paths.userOrders.getHref() },
  ],
  supplier: [
    { label: 'Requests', href: ROLE_HOME.supplier },
    { label: 'Orders', href: paths.supplierOrders.getHref() },
  ],
  // The administration area has its own bar of every admin page; this leads into it from anywhere.
  admin: [{ label: 'Administration', href: ROLE_HOME.admin }],
};
