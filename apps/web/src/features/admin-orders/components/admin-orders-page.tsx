import { listAdminOrdersPage, orderKeys } from '../../../api/orders.ts';
import { StaffOrdersPage } from '../../../components/order-details/staff-orders-page.tsx';
import { paths } from '../../../config/paths.ts';

/** Every order, newest first; an admin cancels (and refunds) from the order's page. */
export function AdminOrdersPage() {
  return (
    <StaffOrdersPage
      intro="Every order on the marketplace. Open one to see its history or cancel it."
      tableTitle="All orders"
      queryKey={orderKeys.adminList()}
      queryFn={listAdminOrdersPage}
      orderHref={paths.adminOrder.getHref}
      emptyHint="Orders appear here once a customer orders an offer."
    />
  );
}
