import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { CustomerRequestsPage } from '../../features/customer-requests/components/customer-requests-page.tsx';
import { RequestResults } from '../../features/pump-results/components/request-results.tsx';

/** Customers see their own requests at /user/requests/, each with its search's results. */
export function UserRequestsRoute() {
  return (
    <RequireRole allowedRole="customer" deniedTitle="This page is for customers">
      <CustomerRequestsPage renderResults={(slot) => <RequestResults {...slot} />} />
    </RequireRole>
  );
}
