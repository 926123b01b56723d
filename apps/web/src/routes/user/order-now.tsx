import { useParams, useSearchParams } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { OrderNowPage } from '../../features/orders/components/order-now-page.tsx';
import { NotFoundRoute } from '../not-found.tsx';

const positiveId = (value: string | null | undefined): number | null => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/**
 * docs/spec/marketplace-spec.md §2 'Order now' `/request/{request_id}/order_now/{review_id}?quantity=n` — customers
 * only.
 */
export function OrderNowRoute() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const requestId = positiveId(params.requestId);
  const reviewId = positiveId(params.reviewId);
  if (requestId === null || reviewId === null) {
    return <NotFoundRoute />;
  }
  return (
    <RequireRole allowedRole="customer" deniedTitle="Ordering is for customers">
      <OrderNowPage
        key={`${requestId}-${reviewId}`}
        requestId={requestId}
        reviewId={reviewId}
        initialQuantity={positiveId(searchParams.get('quantity'))}
      />
    </RequireRole>
  );
}
