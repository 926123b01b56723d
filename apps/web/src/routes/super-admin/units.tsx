import { UnitsPage } from '../../features/admin-taxonomy/components/units-page.tsx';

export function AdminUnitsRoute() {
  return <UnitsPage />;
}
