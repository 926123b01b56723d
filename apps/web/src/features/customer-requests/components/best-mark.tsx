import { Badge } from '@mantine/core';

/** 'Best' beside a comparison value that beats the other offers' in its row. */
export function BestMark({ isBest }: { isBest: boolean }) {
  return isBest ? (
    <Badge size="sm" color="green" variant="light">
      Best
    </Badge>
  ) : null;
}
