import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { requestSearchQueryOptions, useSearchRequest } from '../../../api/requests.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { PumpSearchResults } from './pump-search-results.tsx';
import { SearchLoadingOverlay } from './search-loading-overlay.tsx';

export interface RequestResultsProps {
  orderId: string;
  partSlug: string;
  /** A draft is a pump search: one never searched (a visitor who registered in the wizard) is searched now. */
  isDraft: boolean;
  onRequestQuotes: (() => void) | undefined;
  isRequestingQuotes: boolean;
}

/**
 * A request's stored analysis and matches, with the results page's own view. A draft with no search yet (its
 * customer registered in the wizard, then activated the account) is searched once on arrival; a request that
 * never had one (a part without instant results) shows nothing.
 */
export function RequestResults({
  orderId,
  partSlug,
  isDraft,
  onRequestQuotes,
  isRequestingQuotes,
}: RequestResultsProps) {
  const stored = useQuery(requestSearchQueryOptions(orderId));
  const search = useSearchRequest(orderId, partSlug);
  const hasStarted = useRef(false);
  const isMissing = stored.data !== undefined && stored.data.search === null;
  const { mutate } = search;

  useEffect(() => {
    if (isDraft && isMissing && !hasStarted.current) {
      hasStarted.current = true;
      mutate();
    }
  }, [isDraft, isMissing, mutate]);

  if (search.isPending) {
    return <SearchLoadingOverlay partType="pump" />;
  }
  if (stored.isError || search.isError) {
    const error = search.error ?? stored.error;
    return (
      <Alert color="red" title="The search results could not be shown" role="alert">
        <Stack gap="xs">
          <Text size="sm">{isApiError(error) ? error.detail : MESSAGES.internalError}</Text>
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => (search.isError ? mutate() : void stored.refetch())}
            >
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const response = stored.data?.search;
  if (!response) {
    return null;
  }
  return (
    <PumpSearchResults
      response={response}
      partType={response.search_params.part_type}
      onRequestQuotes={onRequestQuotes}
      isRequestingQuotes={isRequestingQuotes}
    />
  );
}
