import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { SupplierRequestsPage } from '../../features/supplier-portal/components/supplier-requests-page.tsx';

const DENIED_TITLE = 'This area is for suppliers';

/** /supplier/requests/ — suppliers only (the server refuses everyone else's calls anyway). */
export function SupplierRequestsRoute() {
  return (
    <RequireRole allowedRole="supplier" deniedTitle={DENIED_TITLE}>
      <SupplierRequestsPage />
    </RequireRole>
  );
}
