import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CatalogueFileFormat, MESSAGES } from '@specsource/contracts';
import { useExportCatalogue } from '../../../api/catalogue.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** Downloads the whole catalogue as CSV or JSON, in the same format the import reads. */
export function CatalogueExportButtons() {
  const exportFile = useExportCatalogue();
  const pendingFormat = exportFile.isPending ? exportFile.variables : null;

  const start = (format: CatalogueFileFormat) =>
    exportFile.mutate(format, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'The export failed',
          message: isApiError(error) ? error.detail : MESSAGES.internalError,
        }),
    });

  return (
    <Stack component="section" gap="sm" aria-labelledby="catalogue-export-title">
      <Title order={2} fz="h3" id="catalogue-export-title">
        Export
      </Title>
      <Text size="sm" c="dimmed">
        The whole catalogue in the import format: importing the export gives the same catalogue back.
      </Text>
      <Group gap="sm">
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            loading={pendingFormat === format}
            disabled={pendingFormat !== null && pendingFormat !== format}
            onClick={() => start(format)}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
