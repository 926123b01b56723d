import { Carousel } from '@mantine/carousel';
import { AspectRatio, Card, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CAROUSEL_SLIDES } from './carousel-slides.ts';

const AUTOPLAY_DELAY_MS = 4000;

/**
 * docs/spec/marketplace-spec.md §2 — autoplay, loop, a 15 px gap, one slide on small screens and three from
 * 600 px. Container queries measure the carousel itself, which is what decides whether three fit. Each card
 * opens its part.
 */
export function HomeCarousel({ label }: { label: string }) {
  const isMotionReduced = useReducedMotion();
  const plugins = useMemo(
    () =>
      isMotionReduced
        ? []
        : [Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnMouseEnter: true, stopOnInteraction: false })],
    [isMotionReduced],
  );

  return (
    <Carousel
      type="container"
      slideSize={{ base: '100%', '600px': '33.3333%' }}
      slideGap={15}
      emblaOptions={{ loop: true, align: 'start' }}
      plugins={plugins}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      previousControlProps={{ 'aria-label': 'Previous slide' }}
      nextControlProps={{ 'aria-label': 'Next slide' }}
    >
      {CAROUSEL_SLIDES.map((slide) => (
        <Carousel.Slide key={slide.title} aria-roledescription="slide">
          <Card
            component={Link}
            to={paths.part.getHref(slide.partSlug)}
            aria-label={slide.title}
            withBorder
            padding="md"
            h="100%"
          >
            <Card.Section>
              <AspectRatio ratio={320 / 200}>
                <Image src={slide.imageUrl} alt={slide.imageAlt} />
              </AspectRatio>
            </Card.Section>
            <Text fw={600} mt="sm">
              {slide.title}
            </Text>
            <Text size="sm" c="dimmed">
              {slide.caption}
            </Text>
          </Card>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
