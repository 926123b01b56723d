import { useCurrentUser } from '../../api/session.ts';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { CheckoutPage } from '../../features/orders/components/checkout-page.tsx';

/**
 * docs/spec/marketplace-spec.md §2 'Checkout' `/request-checkout/?request_id=&review_id=&quantity=` — customers only.
 */
export function CheckoutRoute() {
  // Rendered only once the user is known: checkout starts from their profile.
  const { data: user } = useCurrentUser();
  return (
    <RequireRole allowedRole="customer" deniedTitle="Ordering is for customers">
      <CheckoutPage profile={user ?? null} />
    </RequireRole>
  );
}
