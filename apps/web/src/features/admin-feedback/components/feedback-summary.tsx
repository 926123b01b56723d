import { SimpleGrid } from '@mantine/core';
import type { FeedbackSummary as Summary } from '../../../api/feedback.ts';
import { SummaryStat } from '../../../components/summary-stat.tsx';

const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const SIGNED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** Responses, rated responses, the average rating out of 10 and the Net Promoter Score. */
export function FeedbackSummary({ summary }: { summary: Summary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      <SummaryStat label="Responses" value={summary?.responses} />
      <SummaryStat label="Rated" value={summary?.rated} note="Responses with a 1–10 rating" />
      <SummaryStat
        label="Average rating"
        value={summary && formatAverage(summary.average_rating)}
        note="Mean of the 1–10 ratings"
      />
      <SummaryStat
        label="NPS"
        value={summary && formatNps(summary.nps)}
        note="Promoters 9–10 minus detractors 1–6, as % of rated responses (−100 to +100)"
      />
    </SimpleGrid>
  );
}

function formatAverage(average: number | null): string {
  return average === null ? 'No ratings yet' : `${DECIMAL.format(average)} / 10`;
}

function formatNps(nps: number | null): string {
  return nps === null ? 'No ratings yet' : SIGNED.format(nps);
}
