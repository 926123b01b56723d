import { useParams } from 'react-router';
import { PartTypeEditPage } from '../../features/admin-part-types/components/part-type-edit-page.tsx';

/** A positive whole number from the address, or null (the page then says the type was not found). */
function idFrom(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function AdminPartTypeRoute() {
  const { id } = useParams();
  // key: another type is another form, with fresh state.
  return <PartTypeEditPage key={id} id={idFrom(id)} />;
}
