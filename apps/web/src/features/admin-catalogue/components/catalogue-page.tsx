import { Stack, Text, Title } from '@mantine/core';
import { CatalogueExportButtons } from './catalogue-export-buttons.tsx';
import { CatalogueImport } from './catalogue-import.tsx';
import { CatalogueSummaryPanel } from './catalogue-summary-panel.tsx';

/** Admin: what the pump catalogue holds, importing a catalogue file (dry run first) and exporting it. */
export function CataloguePage() {
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Catalogue</Title>
        <Text c="dimmed">The pump specifications the instant search matches against.</Text>
      </Stack>
      <CatalogueSummaryPanel />
      <CatalogueImport />
      <CatalogueExportButtons />
    </Stack>
  );
}
