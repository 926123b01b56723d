import { Alert, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { isApiError } from '../lib/api-error.ts';

/** What an import screen's form takes (each wraps ImportFileForm with its file and options). */
export interface ImportFormProps<Input> {
  isSubmitting: boolean;
  /** Problems the server found with the upload itself (too large, unreadable), shown on the file field. */
  serverFileErrors: string[];
  onFileChange: () => void;
  onSubmit: (input: Input) => void;
}

interface ImportSectionProps<Input, Result, Failure> {
  /** The id of the section's heading, which names the section. */
  headingId: string;
  /** What the file holds and what an import does with it. */
  description: ReactNode;
  /** The upload: its pending state, its error and the result it answered. */
  importFile: UseMutationResult<Result, Failure, Input>;
  Form: ComponentType<ImportFormProps<Input>>;
  ResultView: ComponentType<{ result: Result }>;
}

/**
 * An admin import's section: the form, the error when the file could not be checked at all, and the result
 * (what the file holds, what the import did or would do, every problem). A new file clears the last answer.
 */
export function ImportSection<Input, Result, Failure>({
  headingId,
  description,
  importFile,
  Form,
  ResultView,
}: ImportSectionProps<Input, Result, Failure>) {
  const { error } = importFile;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        Import
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      <Form
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
      {importFile.data ? <ResultView result={importFile.data} /> : null}
    </Stack>
  );
}
