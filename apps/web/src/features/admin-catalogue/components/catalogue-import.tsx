import { notifications } from '@mantine/notifications';
import type { CatalogueImportResult } from '@specsource/contracts';
import { useImportCatalogue } from '../../../api/catalogue.ts';
import { ImportSection } from '../../../components/import-section.tsx';
import { CatalogueImportForm } from './catalogue-import-form.tsx';
import { CatalogueImportResultView } from './catalogue-import-result.tsx';

const COUNT = new Intl.NumberFormat('en-US');

/** Upload a catalogue file, validate it (dry run by default) or import it, and see what it did. */
export function CatalogueImport() {
  const importFile = useImportCatalogue({ onImported: showImportedToast });
  return (
    <ImportSection
      headingId="catalogue-import-title"
      description="A .csv or .json file in the catalogue format. The import is all or nothing: a file with any problem writes nothing. Pumps are added, or updated by id."
      importFile={importFile}
      Form={CatalogueImportForm}
      ResultView={CatalogueImportResultView}
    />
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
