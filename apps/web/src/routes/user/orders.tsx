import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { UserOrdersPage } from '../../features/orders/components/user-orders-page.tsx';

/** docs/spec/marketplace-spec.md §2 'Other routes' — customers see their own orders at /user/orders/. */
export function UserOrdersRoute() {
  return (
    <RequireRole allowedRole="customer" deniedTitle="This page is for customers">
      <UserOrdersPage />
    </RequireRole>
  );
}
