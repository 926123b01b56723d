import { useParams } from 'react-router';
import { AdminOrderPage } from '../../features/admin-orders/components/admin-order-page.tsx';
import { NotFoundRoute } from '../not-found.tsx';

/** /super-admin/orders/:orderId/ — a positive whole id, else the not-found page. */
export function AdminOrderRoute() {
  const orderId = Number(useParams().orderId);
  if (!Number.isSafeInteger(orderId) || orderId < 1) {
    return <NotFoundRoute />;
  }
  // key: another order is another page, with fresh state (open modal, errors).
  return <AdminOrderPage key={orderId} orderId={orderId} />;
}
