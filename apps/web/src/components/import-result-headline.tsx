import { Alert, Title } from '@mantine/core';
import { IMPORT_COUNT } from './import-count.tsx';

type ImportStatus = 'imported' | 'valid' | 'invalid';

const COLORS: Record<ImportStatus, string> = { imported: 'green', valid: 'blue', invalid: 'red' };

interface ImportResultHeadlineProps {
  status: ImportStatus;
  /** The title once it is written, e.g. 'The parts were imported'. */
  importedTitle: string;
  problemCount: number;
  /** What a refused file left as it was, e.g. 'the catalogue is unchanged'. */
  unchanged: string;
  /** The sentence under an import or a valid dry run: what the file holds or did. */
  summary: string;
}

/** An import's result heading and its headline: written (green), a valid dry run (blue) or refused (red). */
export function ImportResultHeadline({
  status,
  importedTitle,
  problemCount,
  unchanged,
  summary,
}: ImportResultHeadlineProps) {
  const title = {
    imported: importedTitle,
    valid: 'The file is valid. Nothing was written (dry run).',
    invalid: 'Nothing was imported',
  }[status];
  const problems = `${IMPORT_COUNT.format(problemCount)} ${problemCount === 1 ? 'problem' : 'problems'}`;
  return (
    <>
      <Title order={3} fz="h4">
        Result
      </Title>
      <Alert color={COLORS[status]} title={title}>
        {status === 'invalid'
          ? `The file has ${problems}. The import is all or nothing, so ${unchanged}; fix them and try again.`
          : summary}
      </Alert>
    </>
  );
}
