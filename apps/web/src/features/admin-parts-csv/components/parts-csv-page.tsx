import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type PartCsvImportResult } from '@specsource/contracts';
import { useExportPartsCsv, useImportPartsCsv } from '../../../api/part-admin.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { ImportSection } from '../../../components/import-section.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { PartsCsvImportForm } from './parts-csv-import-form.tsx';
import { PartsCsvImportResultView } from './parts-csv-import-result.tsx';

/** Parts with their classification structure out to CSV and back in. */
export function PartsCsvPage() {
  const exportFile = useExportPartsCsv();
  const importFile = useImportPartsCsv({ onImported: showImportedToast });

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <BackLink to={paths.adminParts.getHref()}>Parts</BackLink>
        <Title order={1} fz="h2">
          Import and export parts
        </Title>
        <Text c="dimmed">
          One CSV row per attribute of a part's classification card. The export imports back unchanged; the
          format is described in docs/part-csv-format.md.
        </Text>
      </Stack>

      <Stack component="section" gap="sm" aria-labelledby="parts-export-title">
        <Title order={2} fz="h3" id="parts-export-title">
          Export
        </Title>
        <Group>
          <Button variant="light" loading={exportFile.isPending} onClick={() => exportFile.mutate()}>
            Download parts.csv
          </Button>
        </Group>
        {exportFile.error ? (
          <Alert color="red" title="The export failed" role="alert">
            {isApiError(exportFile.error) ? exportFile.error.detail : MESSAGES.internalError}
          </Alert>
        ) : null}
      </Stack>

      <ImportSection
        headingId="parts-import-title"
        description="Parts in the file are created, or replaced when they exist (by slug, else by exact title); missing classifications, attributes and units are created. All or nothing: a file with any problem writes nothing."
        importFile={importFile}
        Form={PartsCsvImportForm}
        ResultView={PartsCsvImportResultView}
      />
    </Stack>
  );
}

function showImportedToast(result: PartCsvImportResult) {
  const { parts_created, parts_updated } = result.counts;
  notifications.show({
    color: 'green',
    title: 'Parts imported',
    message: `${parts_created} created, ${parts_updated} updated.`,
  });
}
