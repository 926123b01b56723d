import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { SupplierOrdersPage } from '../../features/supplier-orders/components/supplier-orders-page.tsx';

/** /supplier/orders/ — suppliers only (the server refuses everyone else's calls anyway). */
export function SupplierOrdersRoute() {
  return (
    <RequireRole allowedRole="supplier" deniedTitle="This area is for suppliers">
      <SupplierOrdersPage />
    </RequireRole>
  );
}
