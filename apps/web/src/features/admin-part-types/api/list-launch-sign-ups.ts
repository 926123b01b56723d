import { type EndpointResponse, listLaunchSignUpsEndpoint } from '@specsource/contracts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type LaunchSignUpsPage = EndpointResponse<typeof listLaunchSignUpsEndpoint>;

export const launchSignUpsQueryKey = (partType: string) => [
  'admin',
  'part-types',
  'launch-sign-ups',
  partType,
];

/** One page of who asked to hear of `partType`'s launch, newest first. */
export function listLaunchSignUpsPage(partType: string) {
  return (params: DataTableParams, signal?: AbortSignal): Promise<LaunchSignUpsPage> =>
    call(listLaunchSignUpsEndpoint, { params: { name: partType }, query: { page: params.page }, signal });
}
