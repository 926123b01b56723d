import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@specsource/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoading, PageMessage } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { partTypeQueryOptions, requestQueryOptions } from '../api/request-calls.ts';
import { emptyWizardData, restoreWizardData, wizardDataOfRequest } from '../lib/wizard-data.ts';
import { loadWizardData } from '../lib/wizard-storage.ts';
import { PartWizard, type PartWizardProps } from './part-wizard.tsx';

type PartWizardPageProps = Omit<PartWizardProps, 'partType' | 'initialData' | 'storageKey'>;

/** Where a part's (or an edited request's) wizard data is stored. */
export function wizardStorageKey(slug: string, orderId: string | null): string {
  return orderId === null ? slug : `${slug}/${orderId}`;
}

/**
 * Gathers what the wizard starts from: the part type, and the form as stored, or the request being edited
 * (spec: pump-selection §4 — input kept for the same part wins; otherwise the order's, when one is given).
 */
export function PartWizardPage(props: PartWizardPageProps) {
  const { part, orderId } = props;
  const navigate = useNavigate();
  const storageKey = wizardStorageKey(part.slug, orderId);
  const [stored] = useState(() => restoreWizardData(part, loadWizardData(storageKey)));
  const partType = useQuery(partTypeQueryOptions(part.part_type));
  const request = useQuery({
    ...requestQueryOptions(orderId ?? ''),
    enabled: orderId !== null && stored === null,
  });

  // spec: pump-selection §8 — an order that cannot be loaded: its detail as a toast, and the order id dropped.
  useEffect(() => {
    if (request.error) {
      notifications.show({
        color: 'red',
        message: isApiError(request.error) ? request.error.detail : MESSAGES.internalError,
      });
      void navigate(paths.part.getHref(part.slug), { replace: true });
    }
  }, [request.error, navigate, part.slug]);

  if ((part.part_type !== null && partType.isPending) || (request.isEnabled && request.isPending)) {
    return <PageLoading label="Loading the request form…" />;
  }
  if (request.error) {
    return (
      <PageMessage
        title="This request could not be loaded"
        message={isApiError(request.error) ? request.error.detail : MESSAGES.internalError}
        action={
          <Button component={Link} to={paths.part.getHref(part.slug)}>
            Start a new request
          </Button>
        }
      />
    );
  }
  const initialData =
    stored ?? (request.data ? wizardDataOfRequest(part, request.data) : emptyWizardData(part));

  return (
    <PartWizard
      {...props}
      // A failed part-type load leaves the wizard usable; it then records the request without a search.
      partType={partType.data ?? null}
      initialData={initialData}
      storageKey={storageKey}
    />
  );
}
