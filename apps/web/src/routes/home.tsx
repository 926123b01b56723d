import { Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../api/session.ts';
import { PageLoading } from '../components/page-state.tsx';
import { ROLE_HOME } from '../config/role-home.ts';
import { CAROUSEL_SLIDES } from '../features/home/components/carousel-slides.ts';
import { HomeCarousel } from '../features/home/components/home-carousel.tsx';
import { HOME_TITLE, HomeIntro } from '../features/home/components/home-intro.tsx';
import { PartSearch } from '../features/parts/components/part-search.tsx';

// What the carousel's cards say is searchable too: 'centrif' finds 'Centrifugal pumps', which opens the pump.
const CAROUSEL_ALIASES = CAROUSEL_SLIDES.map((slide) => ({ label: slide.title, slug: slide.partSlug }));

/** The part search for visitors and customers; suppliers and admins start at their own pages instead. */
export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();

  if (isPending) {
    return <PageLoading label="Loading SpecSource…" />;
  }
  if (user && user.role !== 'customer') {
    return <Navigate to={ROLE_HOME[user.role]} replace />;
  }
  return (
    <Stack gap="xl">
      <HomeIntro />
      <PartSearch aliases={CAROUSEL_ALIASES} />
      <HomeCarousel label={HOME_TITLE} />
    </Stack>
  );
}
