import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { feedbackKeys, findFeedbackPage } from '../../../api/feedback.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { dataTableQueryOptions } from '../../../components/data-table/data-table-query.ts';
import { useDataTableState } from '../../../components/data-table/use-data-table-state.ts';
import { FEEDBACK_COLUMNS } from './feedback-columns.tsx';
import { FeedbackSummary } from './feedback-summary.tsx';

/** Admin: what users said about their pump searches, with the average rating and NPS on top. */
export function FeedbackPage() {
  const table = useDataTableState();
  // The same query as the table's, so the summary arrives with the rows in one request.
  const { data, isError } = useQuery(dataTableQueryOptions(feedbackKeys.all, findFeedbackPage, table.params));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Feedback</Title>
        <Text c="dimmed">What users said about their pump searches, newest first.</Text>
      </Stack>
      {isError ? null : <FeedbackSummary summary={data?.summary} />}
      <DataTable
        title="Responses"
        queryKey={feedbackKeys.all}
        queryFn={findFeedbackPage}
        columns={FEEDBACK_COLUMNS}
        rowKey={(item) => item.id}
        state={table}
        emptyMessage="No data found. Feedback appears here once users rate their searches."
        minWidth={1000}
      />
    </Stack>
  );
}
