import { useParams } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { OrderUpdatePage } from '../../features/orders/components/order-update-page.tsx';
import { NotFoundRoute } from '../not-found.tsx';

/** docs/spec/marketplace-spec.md §2 'Order update screen' at /user/orders/:orderId/update/ — customers only. */
export function UserOrderUpdateRoute() {
  const orderId = Number(useParams().orderId);
  if (!Number.isSafeInteger(orderId) || orderId < 1) {
    return <NotFoundRoute />;
  }
  return (
    <RequireRole allowedRole="customer" deniedTitle="This page is for customers">
      <OrderUpdatePage key={orderId} orderId={orderId} />
    </RequireRole>
  );
}
