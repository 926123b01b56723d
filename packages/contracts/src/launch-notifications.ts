import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { PageQuerySchema, pageOf } from './common/pagination.ts';
import { PartTypeNameParamsSchema } from './part-types.ts';

// The coming-soon page's 'notify me' (docs/spec/pump-selection-spec.md §3, part-type configuration: the notify flag): a
// visitor or customer leaves an e-mail once per part type, to hear when its instant results launch.

export const LAUNCH_NOTIFY_MESSAGES = {
  notComingSoon: 'Instant results for this part type are already live, so there is no launch to wait for.',
  notifyOff: 'This part type does not take launch sign-ups.',
} as const;

/** What the page says once the e-mail is on the list: new, or there already. */
export function launchNotifyDetail(email: string, isNew: boolean): string {
  return isNew
    ? `Thank you. We will e-mail ${email} when it launches.`
    : `${email} is already on the list. We will e-mail it when it launches.`;
}

export const LaunchNotifyBodySchema = z.object({ email: EmailSchema });
export type LaunchNotifyBody = z.input<typeof LaunchNotifyBodySchema>;

export const LaunchNotifyResponseSchema = z.object({
  detail: z.string(),
  email: z.string(),
  /** False when the address was on the list already: nothing new was stored. */
  is_new: z.boolean(),
});

export const LaunchSignUpSchema = z.object({
  email: z.string(),
  created_at: z.string(),
  /** Left by a signed-in customer (true) or a visitor (false). */
  is_customer: z.boolean(),
});
export type LaunchSignUp = z.infer<typeof LaunchSignUpSchema>;

const tags = ['part-types'] as const;

// Public: visitors read the coming-soon page and may leave an address.
export const notifyAtLaunchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/part-types/:name/notify/',
  summary: "Put an e-mail on a coming-soon part type's launch list, once (anyone)",
  tags,
  params: PartTypeNameParamsSchema,
  body: LaunchNotifyBodySchema,
  response: LaunchNotifyResponseSchema,
});

export const listLaunchSignUpsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/part-types/:name/notify/',
  summary: "Who asked to hear of a part type's launch, newest first; paged (admin)",
  tags,
  params: PartTypeNameParamsSchema,
  query: PageQuerySchema,
  response: pageOf(LaunchSignUpSchema),
});
