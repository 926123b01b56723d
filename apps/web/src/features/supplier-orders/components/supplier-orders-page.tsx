import { StaffOrdersPage } from '../../../components/order-details/staff-orders-page.tsx';
import { paths } from '../../../config/paths.ts';
import { listSupplierOrdersPage, SUPPLIER_ORDER_LIST_QUERY_KEY } from '../api/list-supplier-orders.ts';

/** The orders of this supplier's offers, to prepare, ship and mark delivered. */
export function SupplierOrdersPage() {
  return (
    <StaffOrdersPage
      intro="Orders placed on your offers, newest first. Open a paid order to mark it in fulfilment, shipped or delivered."
      tableTitle="Your orders"
      queryKey={SUPPLIER_ORDER_LIST_QUERY_KEY}
      queryFn={listSupplierOrdersPage}
      orderHref={paths.supplierOrder.getHref}
      emptyHint="Orders appear here once a customer orders one of your offers."
    />
  );
}
