import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A labelled region that scrolls sideways when its table is wider than the screen (375 px phones); it takes the
 * focus so keyboard users can scroll it with the arrow keys.
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', position: 'relative' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
