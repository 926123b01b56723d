import { useParams } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { SupplierOrderPage } from '../../features/supplier-orders/components/supplier-order-page.tsx';
import { NotFoundRoute } from '../not-found.tsx';

/** /supplier/orders/:orderId/ — a positive whole id, else the not-found page. */
export function SupplierOrderRoute() {
  const orderId = Number(useParams().orderId);
  if (!Number.isSafeInteger(orderId) || orderId < 1) {
    return <NotFoundRoute />;
  }
  return (
    <RequireRole allowedRole="supplier" deniedTitle="This area is for suppliers">
      <SupplierOrderPage key={orderId} orderId={orderId} />
    </RequireRole>
  );
}
