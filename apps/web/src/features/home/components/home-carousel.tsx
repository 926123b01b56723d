import { ActionIcon, AspectRatio, Card, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CAROUSEL_SLIDES } from './carousel-slides.ts';
import classes from './home-carousel.module.css';

const AUTOPLAY_DELAY_MS = 4000;

type Direction = 1 | -1;

/**
 * Scrolls `track` one slide in `direction`, looping: past the last slide it goes back to the first, before the
 * first to the last. A slide's step is measured from the rendered slides, so it follows the container query.
 */
function scrollOneSlide(track: HTMLElement, direction: Direction): void {
  const [first, second] = Array.from(track.children) as HTMLElement[];
  if (!first || !second) {
    return;
  }
  const step = second.offsetLeft - first.offsetLeft;
  const end = track.scrollWidth - track.clientWidth;
  // One pixel of slack: scroll positions are fractional on zoomed and high-density screens.
  const wraps = direction === 1 ? track.scrollLeft >= end - 1 : track.scrollLeft <= 1;
  const wrapTo = direction === 1 ? 0 : end;
  track.scrollTo({ left: wraps ? wrapTo : (Math.round(track.scrollLeft / step) + direction) * step });
}

/** Previous or Next, over the carousel's edge. */
function SlideButton({ direction, onClick }: { direction: Direction; onClick: () => void }) {
  return (
    <ActionIcon
      className={`${classes.control} ${direction === 1 ? classes.next : classes.previous}`}
      variant="default"
      radius="xl"
      size="lg"
      aria-label={direction === 1 ? 'Next slide' : 'Previous slide'}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        <path
          d={direction === 1 ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </ActionIcon>
  );
}

/**
 * docs/spec/marketplace-spec.md §2 — the home carousel: autoplay, loop, a 15 px gap, one slide on small screens
 * and three from 600 px (home-carousel.module.css). Each card opens its part. Autoplay waits while the pointer
 * or the keyboard focus is on the carousel (WCAG 2.2.2) and is off for people who ask for reduced motion.
 */
export function HomeCarousel({ label }: { label: string }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const isMotionReduced = useReducedMotion();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPlaying = !isMotionReduced && !isHovered && !isFocused;

  useEffect(() => {
    if (!isPlaying) {
      return;
    }
    const timer = window.setInterval(() => {
      if (trackRef.current) {
        scrollOneSlide(trackRef.current, 1);
      }
    }, AUTOPLAY_DELAY_MS);
    return () => window.clearInterval(timer);
  }, [isPlaying]);

  const scroll = (direction: Direction) => {
    if (trackRef.current) {
      scrollOneSlide(trackRef.current, direction);
    }
  };

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => setIsFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <div ref={trackRef} className={classes.track}>
        {CAROUSEL_SLIDES.map((slide) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group named "slide" (WAI-ARIA APG carousel pattern); a fieldset is for form controls.
          <div key={slide.title} className={classes.slide} role="group" aria-roledescription="slide">
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
          </div>
        ))}
      </div>
      <SlideButton direction={-1} onClick={() => scroll(-1)} />
      <SlideButton direction={1} onClick={() => scroll(1)} />
    </section>
  );
}
