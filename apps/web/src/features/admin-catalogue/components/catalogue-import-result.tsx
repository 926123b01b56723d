import { SimpleGrid, Stack } from '@mantine/core';
import type { CatalogueImportResult } from '@specsource/contracts';
import { IMPORT_COUNT, ImportCount } from '../../../components/import-count.tsx';
import { ImportProblemsTable } from '../../../components/import-problems-table.tsx';
import { ImportResultHeadline } from '../../../components/import-result-headline.tsx';

/** What the file holds, what the import did (or would do), and every problem found. */
export function CatalogueImportResultView({ result }: { result: CatalogueImportResult }) {
  const { counts } = result;
  const would = result.status === 'imported' ? '' : 'Would be ';

  return (
    <Stack gap="sm" aria-live="polite">
      <ImportResultHeadline
        status={result.status}
        importedTitle="The catalogue was imported"
        problemCount={result.problem_count}
        unchanged="the catalogue is unchanged"
        summary={`${IMPORT_COUNT.format(counts.catalogue_total)} pumps in the catalogue ${result.status === 'imported' ? 'now' : 'after an import'}.`}
      />
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
