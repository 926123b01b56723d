import {
  createPartTypeEndpoint,
  deletePartTypeEndpoint,
  type EndpointResponse,
  getPartTypeByNameEndpoint,
  type LaunchNotifyBody,
  listLaunchSignUpsEndpoint,
  listPartTypesEndpoint,
  notifyAtLaunchEndpoint,
  type PartType,
  type PartTypeBody,
  type PartTypeListItem,
  updatePartTypeEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';
import type { ListParams } from './list-page.ts';
import { queryScopes } from './query-scopes.ts';

/** Part types as the public pages read them (`one`), and the admin's list with its launch sign-ups. */
export const partTypeKeys = {
  all: ['part-types'] as const,
  one: (foldedName: string) => [...partTypeKeys.all, 'get', foldedName] as const,
  admin: () => [...queryScopes.admin, 'part-types'] as const,
  launchSignUps: (partType: string) => [...partTypeKeys.admin(), 'launch-sign-ups', partType] as const,
};

/** One part type's configuration (loading texts, coming-soon flag), by name, case-insensitively; public. */
export function getPartType(name: string, signal?: AbortSignal): Promise<PartType> {
  return call(getPartTypeByNameEndpoint, { params: { name }, signal });
}

export function partTypeQueryOptions(name: string) {
  // docs/spec/pump-selection-spec.md §9 — part type names match case-insensitively, so the cache and the call do too.
  const folded = name.trim().toLowerCase();
  return queryOptions({
    queryKey: partTypeKeys.one(folded),
    queryFn: ({ signal }) => getPartType(folded, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePartType(name: string | null) {
  return useQuery({ ...partTypeQueryOptions(name ?? ''), enabled: name !== null && name.trim() !== '' });
}

/** Every part type with its configuration and part count, by name: the part-type admin and the part form. */
export function listPartTypes(signal?: AbortSignal): Promise<PartTypeListItem[]> {
  return call(listPartTypesEndpoint, { signal });
}

export function listPartTypesQueryOptions() {
  return queryOptions({
    queryKey: partTypeKeys.admin(),
    queryFn: ({ signal }) => listPartTypes(signal),
  });
}

export function usePartTypes() {
  return useQuery(listPartTypesQueryOptions());
}

export function createPartType(body: PartTypeBody): Promise<PartType> {
  return call(createPartTypeEndpoint, { body });
}

export function useCreatePartType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partTypeKeys.admin() }),
  });
}

/** Deletes a part type; the server refuses (409, naming the parts) while parts use it. */
export async function deletePartType(id: number): Promise<string> {
  const { detail } = await call(deletePartTypeEndpoint, { params: { id } });
  return detail;
}

export function useDeletePartType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartType,
    // Not awaited: the page leaves the deleted type before the list comes back without it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: partTypeKeys.admin() });
    },
  });
}

export function updatePartType({ id, body }: { id: number; body: PartTypeBody }): Promise<PartType> {
  return call(updatePartTypeEndpoint, { params: { id }, body });
}

export function useUpdatePartType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partTypeKeys.admin() }),
  });
}

export type LaunchSignUpsPage = EndpointResponse<typeof listLaunchSignUpsEndpoint>;

/** One page of who asked to hear of `partType`'s launch, newest first. */
export function listLaunchSignUpsPage(partType: string) {
  return (params: ListParams, signal?: AbortSignal): Promise<LaunchSignUpsPage> =>
    call(listLaunchSignUpsEndpoint, { params: { name: partType }, query: { page: params.page }, signal });
}

/** Puts an e-mail on a coming-soon part type's launch list (once; asking again says it is there). */
export function notifyAtLaunch(input: { partType: string; body: LaunchNotifyBody }) {
  return call(notifyAtLaunchEndpoint, { params: { name: input.partType }, body: input.body });
}

export function useNotifyAtLaunch() {
  return useMutation({ mutationFn: notifyAtLaunch });
}
