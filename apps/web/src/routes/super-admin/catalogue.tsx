import { CataloguePage } from '../../features/admin-catalogue/components/catalogue-page.tsx';

export function AdminCatalogueRoute() {
  return <CataloguePage />;
}
