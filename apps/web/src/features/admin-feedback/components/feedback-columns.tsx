import { Anchor } from '@mantine/core';
import type { FeedbackItem } from '../../../api/feedback.ts';
import { DateTimeCell } from '../../../components/data-table/date-time-cell.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';

/** The feedback table's columns; none sorts, since the endpoint answers newest first only. */
export const FEEDBACK_COLUMNS: DataTableColumn<FeedbackItem>[] = [
  {
    key: 'created_at',
    header: 'Date',
    cell: (item) => <DateTimeCell iso={item.created_at} />,
  },
  { key: 'part_type', header: 'Part type', cell: (item) => item.part_type ?? '—' },
  {
    key: 'fp_analysis_liked',
    header: 'Analysis: liked',
    cell: (item) => <TruncatedText text={item.fp_analysis_liked} />,
  },
  {
    key: 'fp_analysis_disliked',
    header: 'Analysis: disliked',
    cell: (item) => <TruncatedText text={item.fp_analysis_disliked} />,
  },
  {
    key: 'pump_matches_liked',
    header: 'Matches: liked',
    cell: (item) => <TruncatedText text={item.pump_matches_liked} />,
  },
  {
    key: 'pump_matches_disliked',
    header: 'Matches: disliked',
    cell: (item) => <TruncatedText text={item.pump_matches_disliked} />,
  },
  {
    key: 'nps_score',
    header: 'Rating',
    cell: (item) => (item.nps_score === null ? '—' : `${item.nps_score}/10`),
  },
  {
    key: 'user_email',
    header: 'E-mail',
    cell: (item) =>
      item.user_email ? (
        <Anchor href={`mailto:${item.user_email}`} fz="sm">
          {item.user_email}
        </Anchor>
      ) : (
        '—'
      ),
  },
];
