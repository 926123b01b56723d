import { type LaunchNotifyBody, notifyAtLaunchEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Puts an e-mail on a coming-soon part type's launch list (once; asking again says it is there). */
export function notifyAtLaunch(input: { partType: string; body: LaunchNotifyBody }) {
  return call(notifyAtLaunchEndpoint, { params: { name: input.partType }, body: input.body });
}

export function useNotifyAtLaunch() {
  return useMutation({ mutationFn: notifyAtLaunch });
}
