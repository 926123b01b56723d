import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { CustomerRequestsPage } from '../../features/customer-requests/components/customer-requests-page.tsx';

/** spec: marketplace §6 — customers see their own requests at /user/requests/. */
export function UserRequestsRoute() {
  return (
    <RequireRole allowedRole="customer" deniedTitle="This page is for customers">
      <CustomerRequestsPage />
    </RequireRole>
  );
}
