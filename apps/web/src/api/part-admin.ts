import {
  type ADMIN_PART_SORT_FIELDS,
  createPartEndpoint,
  type EndpointResponse,
  exportPartsCsvEndpoint,
  findPartsEndpoint,
  getPartDetailsEndpoint,
  getPartSuppliersEndpoint,
  importPartsCsvEndpoint,
  listAdminPartsEndpoint,
  type PartBody,
  type PartCsvImportResult,
  type PartDetails,
  type PartSummary,
  type PartSuppliers,
  setPartSuppliersEndpoint,
  updatePartEndpoint,
} from '@specsource/contracts';
import {
  hashKey,
  partialMatchKey,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, callForFile } from '../lib/api-client.ts';
import { downloadFile } from '../lib/download-file.ts';
import { type ListParams, listQuery } from './list-page.ts';
import { partKeys } from './parts.ts';
import { queryScopes } from './query-scopes.ts';

// The admin's part screens: create and edit a part, the part list, its suppliers, and the parts CSV. Their keys are
// partKeys' (parts.ts): a save refreshes the public part pages too.

/** Creates a part with its classification cards; answers the saved part. */
export function createPart(body: PartBody): Promise<PartDetails> {
  return call(createPartEndpoint, { body });
}

export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPart,
    onSuccess: (part) => {
      void refreshAfterPartSave(queryClient, part);
    },
  });
}

/**
 * docs/spec/marketplace-spec.md §7 — `GET /api/part?title=&exact=true&pagination=false`: every part whose title is
 * exactly `title` (trimmed, any case), for the similar-title check before a save.
 */
export async function findPartsWithTitle(title: string, signal?: AbortSignal): Promise<PartSummary[]> {
  const page = await call(findPartsEndpoint, {
    query: { title, exact: 'true', pagination: 'false' },
    signal,
  });
  return page.results;
}

export function findPartsWithTitleQueryOptions(title: string) {
  return queryOptions({
    // Under the public part keys, so a save refreshes it with them.
    queryKey: partKeys.withTitle(title),
    queryFn: ({ signal }) => findPartsWithTitle(title, signal),
    // Asked at the moment of saving: never from the cache, and no retries holding up the save (the
    // server refuses a duplicate title on its own).
    staleTime: 0,
    retry: false,
  });
}

/** Asks, when called, which parts already have `title`. */
export function useFindPartsWithTitle() {
  const queryClient = useQueryClient();
  return (title: string) => queryClient.fetchQuery(findPartsWithTitleQueryOptions(title));
}

/** A part as the edit screen loads it: the structure plus its type's id. */
export function getPartDetails(id: number, signal?: AbortSignal): Promise<PartDetails> {
  return call(getPartDetailsEndpoint, { params: { id }, signal });
}

export function getPartDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: partKeys.details(id),
    queryFn: ({ signal }) => getPartDetails(id, signal),
  });
}

export function usePartDetails(id: number) {
  return useQuery(getPartDetailsQueryOptions(id));
}

/**
 * After a save: the saved part's details are the answer itself; everything else that may show the part
 * (admin lists and counts, the audit log, the home search, part pages under an old slug) refetches.
 */
export async function refreshAfterPartSave(queryClient: QueryClient, saved: PartDetails): Promise<void> {
  const detailsKey = getPartDetailsQueryOptions(saved.id).queryKey;
  queryClient.setQueryData(detailsKey, saved);
  const savedHash = hashKey(detailsKey);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: queryScopes.admin,
      predicate: (query) => query.queryHash !== savedHash,
    }),
    queryClient.invalidateQueries({ queryKey: partKeys.all }),
  ]);
}

export type AdminPartsPage = EndpointResponse<typeof listAdminPartsEndpoint>;
export type AdminPart = AdminPartsPage['results'][number];

type AdminPartSortField = (typeof ADMIN_PART_SORT_FIELDS)[number];

/**
 * One page of parts (10, docs/spec/marketplace-spec.md §9), by title unless a column sorts them, filtered by the search
 * box.
 */
export function listAdminPartsPage(params: ListParams, signal?: AbortSignal): Promise<AdminPartsPage> {
  return call(listAdminPartsEndpoint, {
    query: listQuery<AdminPartSortField>(params),
    signal,
  });
}

export interface UpdatePartInput {
  id: number;
  body: PartBody;
}

/** Replaces a part's title, description, type and cards; answers the saved part. */
export function updatePart({ id, body }: UpdatePartInput): Promise<PartDetails> {
  return call(updatePartEndpoint, { params: { id }, body });
}

export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePart,
    onSuccess: (part) => {
      void refreshAfterPartSave(queryClient, part);
    },
  });
}

/** The part, its assigned suppliers and every active supplier account. */
export function getPartSuppliers(partId: number, signal?: AbortSignal): Promise<PartSuppliers> {
  return call(getPartSuppliersEndpoint, { query: { part_id: partId }, signal });
}

export function getPartSuppliersQueryOptions(partId: number) {
  return queryOptions({
    queryKey: partKeys.suppliers(partId),
    queryFn: ({ signal }) => getPartSuppliers(partId, signal),
  });
}

export function usePartSuppliers(partId: number) {
  return useQuery(getPartSuppliersQueryOptions(partId));
}

export function setPartSuppliers(input: { partId: number; supplierIds: number[] }): Promise<PartSuppliers> {
  return call(setPartSuppliersEndpoint, { body: { part_id: input.partId, suppliers: input.supplierIds } });
}

/** Replaces the assignment; the answer is the new state, and admin lists (supplier counts) go stale. */
export function useSetPartSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartSuppliers,
    onSuccess: (saved) => {
      queryClient.setQueryData(partKeys.suppliers(saved.part.id), saved);
      void queryClient.invalidateQueries({
        queryKey: queryScopes.admin,
        predicate: (query) => !partialMatchKey(query.queryKey, partKeys.suppliersAll()),
      });
    },
  });
}

/** Downloads every part with its classification structure, in the import format. */
export async function exportPartsCsv(): Promise<void> {
  const { blob, fileName } = await callForFile(exportPartsCsvEndpoint, {});
  downloadFile(blob, fileName ?? 'parts.csv');
}

export function useExportPartsCsv() {
  return useMutation({ mutationFn: exportPartsCsv });
}

export interface ImportPartsCsvInput {
  file: File;
  dryRun: boolean;
}

/**
 * Sends the file's text as `{content}`, the contract's JSON alternative to a multipart upload. A file with
 * problems is a 200 with `status: 'invalid'`, not an error.
 */
export async function importPartsCsv({ file, dryRun }: ImportPartsCsvInput): Promise<PartCsvImportResult> {
  return call(importPartsCsvEndpoint, {
    query: { dry_run: dryRun ? 'true' : 'false' },
    body: { content: await file.text() },
  });
}

/** The import; a real one invalidates every cached part read (lists, details, structures). */
export function useImportPartsCsv({
  onImported,
}: {
  onImported?: (result: PartCsvImportResult) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPartsCsv,
    onSuccess: (result) => {
      if (result.status === 'imported') {
        // Parts, classifications and units may all have changed: drop every cached read of them.
        void queryClient.invalidateQueries();
        onImported?.(result);
      }
    },
  });
}
