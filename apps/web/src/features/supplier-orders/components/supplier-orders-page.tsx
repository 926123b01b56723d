import { listSupplierOrdersPage, orderKeys } from '../../../api/orders.ts';
import { StaffOrdersPage } from '../../../components/order-details/staff-orders-page.tsx';
import { paths } from '../../../config/paths.ts';

/** The orders of this supplier's offers, to prepare, ship and mark delivered. */
export function SupplierOrdersPage() {
  return (
    <StaffOrdersPage
      intro="Orders placed on your offers, newest first. Open a paid order to mark it in fulfilment, shipped or delivered."
      tableTitle="Your orders"
      queryKey={orderKeys.supplierList()}
      queryFn={listSupplierOrdersPage}
      orderHref={paths.supplierOrder.getHref}
      emptyHint="Orders appear here once a customer orders one of your offers."
    />
  );
}
