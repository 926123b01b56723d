import { Portal, Text, Title } from '@mantine/core';
import { type KeyboardEvent, useCallback, useId, useLayoutEffect } from 'react';
import { useCatalogueCount } from '../../../api/catalogue.ts';
import { usePartType } from '../../../api/part-types.ts';
import { loadingText } from '../lib/loading-text.ts';
import classes from './search-loading-overlay.module.css';

export interface SearchLoadingOverlayProps {
  /** The part's type name (`part.part_type`), matched case-insensitively; null when the part has none. */
  partType: string | null;
  /** Show the coming-soon texts whatever the type says (the server answered 'No sub-code available'). */
  isComingSoon?: boolean;
}

/**
 * The full-screen overlay while a search or a submission runs (docs/spec/pump-selection-spec.md §4): pulsing dots and
 * the part type's loading title and subtitle. It takes the focus while shown and gives it back when it goes, so
 * keyboard users stay put.
 */
export function SearchLoadingOverlay({ partType, isComingSoon = false }: SearchLoadingOverlayProps) {
  const { data: type } = usePartType(partType);
  const hasCatalogue = type !== undefined && !type.config.comingSoon.enabled && !isComingSoon;
  const count = useCatalogueCount({ enabled: hasCatalogue });
  const text = loadingText(type, {
    specCount: count.isPending ? null : count.isError ? undefined : count.data,
    isComingSoon,
  });
  const titleId = useId();

  // The element that had the focus before the overlay (read before the portal mounts) gets it back afterwards.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => previous?.focus();
  }, []);
  // The portal attaches its content after the first commit: focus the overlay when it is in the page.
  const focusOnMount = useCallback((node: HTMLDivElement | null) => node?.focus(), []);

  // The page underneath cannot be used while the search runs: Tab stays on the overlay.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
    }
  };

  return (
    <Portal>
      <div
        ref={focusOnMount}
        className={classes.overlay}
        role="status"
        aria-live="polite"
        aria-busy="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keepFocus}
        data-testid="search-loading-overlay"
      >
        <div className={classes.dots} aria-hidden="true">
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.dot} />
        </div>
        <Title order={2} id={titleId}>
          {text.title}
        </Title>
        {text.subtitle === '' ? null : (
          <Text c="dimmed" maw={560}>
            {text.subtitle}
          </Text>
        )}
      </div>
    </Portal>
  );
}
