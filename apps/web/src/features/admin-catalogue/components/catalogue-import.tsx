import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CatalogueImportResult, MESSAGES } from '@specsource/contracts';
import { isApiError } from '../../../lib/api-error.ts';
import { useImportCatalogue } from '../api/import-catalogue.ts';
import { CatalogueImportForm } from './catalogue-import-form.tsx';
import { CatalogueImportResultView } from './catalogue-import-result.tsx';

const COUNT = new Intl.NumberFormat('en-US');

/** Upload a catalogue file, validate it (dry run by default) or import it, and see what it did. */
export function CatalogueImport() {
  const importFile = useImportCatalogue({ onImported: showImportedToast });
  const { error } = importFile;

  return (
    <Stack component="section" gap="sm" aria-labelledby="catalogue-import-title">
      <Title order={2} fz="h3" id="catalogue-import-title">
        Import
      </Title>
      <Text size="sm" c="dimmed">
        A .csv or .json file in the catalogue format. The import is all or nothing: a file with any problem
        writes nothing. Pumps are added, or updated by id.
      </Text>
      <CatalogueImportForm
        isSubmitting={importFile.isPending}
        serverFileErrors={isApiError(error) ? Object.values(error.fieldErrors).flat() : []}
        onFileChange={() => importFile.reset()}
        onSubmit={(input) => importFile.mutate(input)}
      />
      {error ? (
        <Alert color="red" title="The file could not be checked" role="alert">
          {isApiError(error) ? error.detail : MESSAGES.internalError}
        </Alert>
      ) : null}
      {importFile.data ? <CatalogueImportResultView result={importFile.data} /> : null}
    </Stack>
  );
}

function showImportedToast(result: CatalogueImportResult) {
  const { added, updated, removed } = result.counts;
  notifications.show({
    color: 'green',
    title: 'Catalogue imported',
    message: `${COUNT.format(added)} added, ${COUNT.format(updated)} updated, ${COUNT.format(removed)} removed.`,
  });
}
