import { Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format.ts';

/**
 * A list's date and time. The date and the time each keep their words together, so a narrow column or a phone's
 * card breaks the line only between them ('Nov 26, 2026,' / '10:12 PM'), never mid-date or past the edge.
 */
export function DateTimeCell({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  const [date = text, time] = text.split(/, (?=\d{1,2}:\d{2})/);
  const glue = (part: string) => part.replace(/\s/g, '\u00a0');
  return (
    <Text span fz="sm">
      {time === undefined ? glue(date) : `${glue(date)}, ${glue(time)}`}
    </Text>
  );
}
