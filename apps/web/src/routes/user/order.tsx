import { useParams } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { OrderDetailsPage } from '../../features/orders/components/order-details-page.tsx';
import { NotFoundRoute } from '../not-found.tsx';

/** /user/orders/:orderId/ — a positive whole id, else the not-found page; customers only. */
export function UserOrderRoute() {
  const orderId = Number(useParams().orderId);
  if (!Number.isSafeInteger(orderId) || orderId < 1) {
    return <NotFoundRoute />;
  }
  return (
    <RequireRole allowedRole="customer" deniedTitle="This page is for customers">
      <OrderDetailsPage key={orderId} orderId={orderId} />
    </RequireRole>
  );
}
