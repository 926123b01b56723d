import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../api/session.ts';
import { PageLoading } from '../components/page-state.tsx';
import { ComingSoonPage } from '../features/coming-soon/components/coming-soon-page.tsx';

/** /coming-soon/{part type}[?part={slug}]: the launch page, its notify form starting from the user's e-mail. */
export function ComingSoonRoute() {
  const { partType = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();

  // Who is signed in first: the form starts from their e-mail and is not reset once it shows.
  if (isPending) {
    return <PageLoading label="Loading…" />;
  }
  return (
    <ComingSoonPage
      key={partType}
      partType={partType}
      partSlug={searchParams.get('part')}
      email={user?.email ?? ''}
    />
  );
}
