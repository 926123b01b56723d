import { Stack } from '@mantine/core';
import { HomeCarousel } from '../features/home/components/home-carousel.tsx';
import { HOME_TITLE, HomeIntro } from '../features/home/components/home-intro.tsx';
import { PartSearch } from '../features/parts/components/part-search.tsx';

export function HomeRoute() {
  return (
    <Stack gap="xl">
      <HomeIntro />
      <PartSearch />
      <HomeCarousel label={HOME_TITLE} />
    </Stack>
  );
}
