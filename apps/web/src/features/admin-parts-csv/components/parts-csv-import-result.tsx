import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import type { PartCsvImportResult } from '@specsource/contracts';
import { IMPORT_COUNT, ImportCount } from '../../../components/import-count.tsx';
import { ImportProblemsTable } from '../../../components/import-problems-table.tsx';

const HEADLINES: Record<PartCsvImportResult['status'], { color: string; title: string }> = {
  imported: { color: 'green', title: 'The parts were imported' },
  valid: { color: 'blue', title: 'The file is valid. Nothing was written (dry run).' },
  invalid: { color: 'red', title: 'Nothing was imported' },
};

/** What the import did (or would do), and every problem with its row and column. */
export function PartsCsvImportResultView({ result }: { result: PartCsvImportResult }) {
  const { counts } = result;
  const headline = HEADLINES[result.status];
  const done = result.status === 'imported';
  const problems = `${IMPORT_COUNT.format(result.problem_count)} ${result.problem_count === 1 ? 'problem' : 'problems'}`;

  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3} fz="h4">
        Result
      </Title>
      <Alert color={headline.color} title={headline.title}>
        {result.status === 'invalid'
          ? `The file has ${problems}. The import is all or nothing, so nothing changed; fix them and try again.`
          : `${IMPORT_COUNT.format(counts.parts)} parts in ${IMPORT_COUNT.format(counts.rows)} rows.`}
      </Alert>
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
