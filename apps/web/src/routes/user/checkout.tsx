import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { CheckoutPage } from '../../features/orders/components/checkout-page.tsx';

/** spec: marketplace §2 'Checkout' `/request-checkout/?request_id=&review_id=&quantity=` — customers only. */
export function CheckoutRoute() {
  return (
    <RequireRole allowedRole="customer" deniedTitle="Ordering is for customers">
      <CheckoutPage />
    </RequireRole>
  );
}
