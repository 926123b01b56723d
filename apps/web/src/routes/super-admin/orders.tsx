import { AdminOrdersPage } from '../../features/admin-orders/components/admin-orders-page.tsx';

/** /super-admin/orders/ — inside the admin area, which checks the role first. */
export function AdminOrdersRoute() {
  return <AdminOrdersPage />;
}
