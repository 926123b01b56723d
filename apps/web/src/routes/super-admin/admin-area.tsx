import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { paths } from '../../config/paths.ts';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import type { NavLink } from '../../lib/nav-link.ts';

// Only pages that exist; each admin screen adds its link here.
const ADMIN_LINKS: NavLink[] = [
  { label: 'Dashboard', href: paths.superAdmin.getHref(), isExact: true },
  { label: 'Parts', href: paths.adminParts.getHref() },
  { label: 'Classifications', href: paths.adminClassifications.getHref() },
  { label: 'Units', href: paths.adminUnits.getHref() },
  { label: 'Part types', href: paths.adminPartTypes.getHref() },
  { label: 'Feedback', href: paths.adminFeedback.getHref() },
  { label: 'Catalogue', href: paths.adminCatalogue.getHref() },
  { label: 'Offer selection', href: paths.adminSelectedRequestReview.getHref() },
  { label: 'Orders', href: paths.adminOrders.getHref() },
  { label: 'Audit log', href: paths.adminAuditLog.getHref() },
];

/** Everything under /super-admin/: admins only, inside the admin nav. */
export function AdminAreaRoute() {
  return (
    <RequireRole allowedRole="admin" deniedTitle="This area is for administrators">
      <AdminLayout links={ADMIN_LINKS} />
    </RequireRole>
  );
}
