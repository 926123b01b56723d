import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@specsource/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { usePartType } from '../../../api/part-types.ts';
import { requestDetailQueryOptions, requestSearchQueryOptions } from '../../../api/requests.ts';
import { PageLoading, PageMessage } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { emptyWizardData, restoreWizardData, wizardDataOfRequest } from '../lib/wizard-data.ts';
import { newProgress, progressOfRequest, restoreProgress, withCompleted } from '../lib/wizard-progress.ts';
import { clearWizardData, loadWizardData } from '../lib/wizard-storage.ts';
import { PartWizard, type PartWizardProps } from './part-wizard.tsx';

type PartWizardPageProps = Omit<
  PartWizardProps,
  'partType' | 'request' | 'initialData' | 'initialProgress' | 'initialResults' | 'storageKey'
> & {
  /** The request on the address (`/part/{slug}/{orderId}`), or null for a new one. */
  orderId: string | null;
};

/**
 * Where a wizard's data is stored: per part for a new request, per request for an edit. A new wizard whose
 * first search made a draft keeps its slot at the draft's address (the slot says which draft it made), so
 * Back to its earlier steps, a reload and a later visit all find the same form and draft.
 */
function wizardSlot(slug: string, orderId: string | null) {
  const newWizard = loadWizardData(slug);
  const madeDraft = restoreProgress(newWizard)?.orderId ?? null;
  if (orderId === null || orderId === madeDraft) {
    return { storageKey: slug, stored: newWizard, madeDraft };
  }
  const storageKey = `${slug}/${orderId}`;
  return { storageKey, stored: loadWizardData(storageKey), madeDraft: null };
}

/**
 * Gathers what the wizard starts from: the part type, the form as stored (input kept
 * for the same part wins) or the request on the address, and a draft's latest search, so its results show
 * again after a reload.
 */
export function PartWizardPage(props: PartWizardPageProps) {
  const { part, orderId } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const [slot] = useState(() => wizardSlot(part.slug, orderId));
  const partType = usePartType(part.part_type);
  const request = useQuery({ ...requestDetailQueryOptions(orderId ?? ''), enabled: orderId !== null });
  const isInstant = partType.data?.config.features.instantResults === true;
  const isDraft = request.data?.status === 'draft';
  const search = useQuery({
    ...requestSearchQueryOptions(orderId ?? ''),
    enabled: orderId !== null && isInstant && isDraft,
  });
  // The status the request had when this page opened (the page's own 'Request quotes' changes it later).
  const [openedStatus, setOpenedStatus] = useState<string | null>(null);
  useEffect(() => {
    if (openedStatus === null && request.data) {
      setOpenedStatus(request.data.status);
    }
  }, [openedStatus, request.data]);
  // The draft this wizard made was sent (or withdrawn) since: a visit to the part starts a new request.
  const isSlotStale =
    slot.madeDraft !== null &&
    orderId === slot.madeDraft &&
    openedStatus !== null &&
    openedStatus !== 'draft';

  // docs/spec/pump-selection-spec.md §8 — an order that cannot be loaded: its detail as a toast, and the order id
  // dropped.
  useEffect(() => {
    if (request.error || isSlotStale) {
      if (request.error) {
        notifications.show({
          color: 'red',
          message: isApiError(request.error) ? request.error.detail : MESSAGES.internalError,
        });
      }
      if (slot.madeDraft !== null) {
        clearWizardData(slot.storageKey);
      }
      void navigate(paths.part.getHref(part.slug), { replace: true });
    }
  }, [request.error, isSlotStale, slot, navigate, part.slug]);

  if (orderId === null && slot.madeDraft !== null) {
    // The address names the draft, so a reload or a copied link comes back to it and its results.
    return (
      <Navigate replace to={`${paths.partRequest.getHref(part.slug, slot.madeDraft)}${location.search}`} />
    );
  }
  const isLoading =
    (part.part_type !== null && partType.isPending) ||
    (request.isEnabled && request.isPending) ||
    (search.isEnabled && search.isPending);
  if (isLoading || isSlotStale) {
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
  const detail = request.data ?? null;
  const stored = restoreWizardData(part, slot.stored);
  const latest = search.data?.search ?? null;
  const requestProgress =
    latest === null ? progressOfRequest() : withCompleted(progressOfRequest(), 'Submit');

  return (
    <PartWizard
      {...props}
      // A failed part-type load leaves the wizard usable; it then records the request without a search.
      partType={partType.data ?? null}
      request={detail}
      initialData={stored ?? (detail ? wizardDataOfRequest(part, detail) : emptyWizardData(part))}
      initialProgress={restoreProgress(slot.stored) ?? (detail ? requestProgress : newProgress())}
      initialResults={
        latest === null || detail === null ? null : { response: latest, orderId: detail.order_id }
      }
      storageKey={slot.storageKey}
    />
  );
}
