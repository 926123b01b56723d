import { SimpleGrid, Stack } from '@mantine/core';
import type { PartCsvImportResult } from '@specsource/contracts';
import { IMPORT_COUNT, ImportCount } from '../../../components/import-count.tsx';
import { ImportProblemsTable } from '../../../components/import-problems-table.tsx';
import { ImportResultHeadline } from '../../../components/import-result-headline.tsx';

/** What the import did (or would do), and every problem with its row and column. */
export function PartsCsvImportResultView({ result }: { result: PartCsvImportResult }) {
  const { counts } = result;
  const done = result.status === 'imported';

  return (
    <Stack gap="sm" aria-live="polite">
      <ImportResultHeadline
        status={result.status}
        importedTitle="The parts were imported"
        problemCount={result.problem_count}
        unchanged="nothing changed"
        summary={`${IMPORT_COUNT.format(counts.parts)} parts in ${IMPORT_COUNT.format(counts.rows)} rows.`}
      />
      {result.status === 'invalid' ? null : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" component="dl" m={0}>
          <ImportCount label={done ? 'Parts created' : 'Parts to create'} value={counts.parts_created} />
          <ImportCount label={done ? 'Parts updated' : 'Parts to update'} value={counts.parts_updated} />
          <ImportCount
            label={done ? 'Classifications created' : 'Classifications to create'}
            value={counts.classifications_created}
          />
          <ImportCount
            label={done ? 'Attributes created' : 'Attributes to create'}
            value={counts.attributes_created}
          />
          <ImportCount label={done ? 'Units created' : 'Units to create'} value={counts.units_created} />
        </SimpleGrid>
      )}
      {result.problem_count > 0 ? (
        <ImportProblemsTable problems={result.problems} problemCount={result.problem_count} />
      ) : null}
    </Stack>
  );
}
