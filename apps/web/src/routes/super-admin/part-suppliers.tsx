import { useParams } from 'react-router';
import { PartSuppliersPage } from '../../features/admin-part-suppliers/components/part-suppliers-page.tsx';

/** A positive whole number from the address, or null (the page then says the part was not found). */
function idFrom(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function AdminPartSuppliersRoute() {
  const { id } = useParams();
  // key: another part is another form, with fresh state.
  return <PartSuppliersPage key={id} partId={idFrom(id)} />;
}
