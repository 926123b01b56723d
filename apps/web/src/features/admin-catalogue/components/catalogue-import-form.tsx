import { Alert, Checkbox } from '@mantine/core';
import { useState } from 'react';
import type { ImportCatalogueInput } from '../../../api/catalogue.ts';
import { ImportFileForm } from '../../../components/import-file-form.tsx';
import type { ImportFormProps } from '../../../components/import-section.tsx';
import { catalogueFileProblem } from '../lib/catalogue-upload.ts';

const CATALOGUE_FILE = {
  label: 'Catalogue file',
  placeholder: 'Choose a .csv or .json file',
  hint: 'CSV or JSON, up to 64 MB',
  accept: '.csv,.json,text/csv,application/json',
  problem: catalogueFileProblem,
};

/** The file, 'Validate only (dry run)' on by default, 'Replace the whole catalogue' off, and the submit. */
export function CatalogueImportForm({ onSubmit, ...props }: ImportFormProps<ImportCatalogueInput>) {
  const [replace, setReplace] = useState(false);
  return (
    <ImportFileForm
      {...props}
      file={CATALOGUE_FILE}
      dryRunLabel="Validate only (dry run)"
      checkLabel="Validate file"
      onSubmit={({ file, dryRun }) => onSubmit({ file, dryRun, replace })}
      options={(dryRun) => (
        <>
          <Checkbox
            checked={replace}
            onChange={(event) => setReplace(event.currentTarget.checked)}
            label="Replace the whole catalogue"
            description="Pumps that are not in the file are removed. Without this, pumps are added or updated by id."
          />
          {replace && !dryRun ? (
            <Alert color="orange" title="This replaces the catalogue">
              Every pump that is not in this file will be removed from the catalogue and from search results.
            </Alert>
          ) : null}
        </>
      )}
    />
  );
}
