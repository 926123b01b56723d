import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import type { CatalogueImportResult } from '@specsource/contracts';
import { IMPORT_COUNT, ImportCount } from '../../../components/import-count.tsx';
import { ImportProblemsTable } from '../../../components/import-problems-table.tsx';

const HEADLINES: Record<CatalogueImportResult['status'], { color: string; title: string }> = {
  imported: { color: 'green', title: 'The catalogue was imported' },
  valid: { color: 'blue', title: 'The file is valid. Nothing was written (dry run).' },
  invalid: { color: 'red', title: 'Nothing was imported' },
};

/** What the file holds, what the import did (or would do), and every problem found. */
export function CatalogueImportResultView({ result }: { result: CatalogueImportResult }) {
  const { counts } = result;
  const headline = HEADLINES[result.status];
  const would = result.status === 'imported' ? '' : 'Would be ';
  const problems = `${IMPORT_COUNT.format(result.problem_count)} ${result.problem_count === 1 ? 'problem' : 'problems'}`;

  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3} fz="h4">
        Result
      </Title>
      <Alert color={headline.color} title={headline.title}>
        {result.status === 'invalid'
          ? `The file has ${problems}. The import is all or nothing, so the catalogue is unchanged; fix them and try again.`
          : `${IMPORT_COUNT.format(counts.catalogue_total)} pumps in the catalogue ${result.status === 'imported' ? 'now' : 'after an import'}.`}
      </Alert>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
        <ImportCount label="Pumps in the file" value={counts.pumps} />
        <ImportCount label="Curve points" value={counts.curve_points} />
        <ImportCount label="Manufacturers" value={counts.manufacturers} />
        <ImportCount label={`${would}added`.replace(/^\w/, (c) => c.toUpperCase())} value={counts.added} />
        <ImportCount
          label={`${would}updated`.replace(/^\w/, (c) => c.toUpperCase())}
          value={counts.updated}
        />
        <ImportCount
          label={`${would}removed`.replace(/^\w/, (c) => c.toUpperCase())}
          value={counts.removed}
        />
        <ImportCount label="Catalogue total" value={counts.catalogue_total} />
      </SimpleGrid>
      {result.problem_count > 0 ? (
        <ImportProblemsTable
          problems={result.problems}
          problemCount={result.problem_count}
          subject={{ header: 'Pump', cell: (problem) => problem.pump_id }}
        />
      ) : null}
    </Stack>
  );
}
