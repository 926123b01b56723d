import { Button, Stack, Text } from '@mantine/core';
import { MESSAGES, type OidcProviderName } from '@specsource/contracts';
import { type ComponentType, useId } from 'react';
import { useAuthProviders } from '../../../api/auth.ts';
import { providerLoginHref } from '../../../config/paths.ts';
import { GoogleIcon, MicrosoftIcon } from './provider-icons.tsx';

const PROVIDERS: ReadonlyArray<{ name: OidcProviderName; label: string; Icon: ComponentType }> = [
  { name: 'google', label: 'Sign in with Google', Icon: GoogleIcon },
  { name: 'microsoft', label: 'Sign in with Microsoft', Icon: MicrosoftIcon },
];

/**
 * Google and Microsoft sign-in: full-page links to the server, which sends the user back to
 * `nextPath` afterwards. A provider the server has not configured is shown disabled, with the reason.
 */
export function ProviderButtons({ nextPath }: { nextPath: string }) {
  const explanationId = useId();
  const { data: providers, isPending, isError } = useAuthProviders();
  // If the server cannot say, the links stay usable: its own page explains a missing provider.
  const isConfigured = (name: OidcProviderName) => isError || providers?.[name] === true;
  const hasUnconfigured = providers !== undefined && PROVIDERS.some(({ name }) => !providers[name]);

  return (
    <Stack gap="xs">
      {PROVIDERS.map(({ name, label, Icon }) =>
        isConfigured(name) ? (
          <Button
            key={name}
            component="a"
            href={providerLoginHref(name, nextPath)}
            variant="default"
            fullWidth
            leftSection={<Icon />}
          >
            {label}
          </Button>
        ) : (
          <Button
            key={name}
            variant="default"
            fullWidth
            leftSection={<Icon />}
            disabled
            aria-describedby={isPending ? undefined : explanationId}
          >
            {label}
          </Button>
        ),
      )}
      {hasUnconfigured ? (
        <Text id={explanationId} size="xs" c="dimmed">
          {MESSAGES.providerNotConfigured}
        </Text>
      ) : null}
    </Stack>
  );
}
