import { useParams } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { SupplierRequestPage } from '../../features/supplier-portal/components/supplier-request-page.tsx';
import { NotFoundRoute } from '../not-found.tsx';

/** /supplier/requests/:requestId/ — a positive whole id, else the not-found page. */
export function SupplierRequestRoute() {
  const requestId = Number(useParams().requestId);
  if (!Number.isSafeInteger(requestId) || requestId < 1) {
    return <NotFoundRoute />;
  }
  return (
    <RequireRole allowedRole="supplier" deniedTitle="This area is for suppliers">
      <SupplierRequestPage key={requestId} requestId={requestId} />
    </RequireRole>
  );
}
