import { useParams } from 'react-router';
import { PartDetails } from '../features/parts/components/part-details.tsx';

export function PartRoute() {
  const { slug = '' } = useParams();
  // key: a new slug is a new page, with fresh state.
  return <PartDetails key={slug} slug={slug} />;
}
