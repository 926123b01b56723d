import {
  type FindPartsResponse,
  findPartsEndpoint,
  getPartBySlugEndpoint,
  type PartStructure,
} from '@specsource/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';
import { queryScopes } from './query-scopes.ts';

/**
 * Parts as every visitor reads them: the home search and a part's page. The admin's part screens are in
 * part-admin.ts, so a visitor's pages never load them.
 *
 * The public part reads (home search, part pages, the similar-title check) sit under `all`; the admin's part
 * list and each part's details under `admin`; the supplier assignment under its own admin prefix, which a save
 * of the assignment leaves alone.
 */
export const partKeys = {
  all: ['parts'] as const,
  find: (title: string) => [...partKeys.all, 'find', { title }] as const,
  withTitle: (title: string) => [...partKeys.all, 'find', { title, exact: true }] as const,
  bySlug: (slug: string) => [...partKeys.all, 'get', slug] as const,
  admin: () => [...queryScopes.admin, 'parts'] as const,
  details: (id: number) => [...partKeys.admin(), 'details', id] as const,
  suppliersAll: () => [...queryScopes.admin, 'part-suppliers'] as const,
  suppliers: (partId: number) => [...partKeys.suppliersAll(), partId] as const,
};

/** Parts whose title matches `title` (server order: prefix matches first); first page only. */
export function findParts(title: string, signal?: AbortSignal): Promise<FindPartsResponse> {
  return call(findPartsEndpoint, { query: { title }, signal });
}

export function findPartsQueryOptions(title: string) {
  return queryOptions({
    queryKey: partKeys.find(title),
    queryFn: ({ signal }) => findParts(title, signal),
  });
}

/** Keeps the last results on screen while the next search is in flight, so the list does not flicker. */
export function useFindParts(title: string) {
  return useQuery({ ...findPartsQueryOptions(title), placeholderData: keepPreviousData });
}

/** A part with the classification and attribute structure a request for it asks for. */
export function getPart(slug: string, signal?: AbortSignal): Promise<PartStructure> {
  return call(getPartBySlugEndpoint, { params: { slug }, signal });
}

export function getPartQueryOptions(slug: string) {
  return queryOptions({
    queryKey: partKeys.bySlug(slug),
    queryFn: ({ signal }) => getPart(slug, signal),
  });
}

export function usePart(slug: string) {
  return useQuery(getPartQueryOptions(slug));
}
