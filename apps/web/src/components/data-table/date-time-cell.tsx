import { Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format.ts';

/** A table cell's date and time, kept on one line so a narrow column does not break it mid-date. */
export function DateTimeCell({ iso }: { iso: string }) {
  return (
    <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(iso)}
    </Text>
  );
}
