import { PartsCsvPage } from '../../features/admin-parts-csv/components/parts-csv-page.tsx';

export function AdminPartsCsvRoute() {
  return <PartsCsvPage />;
}
