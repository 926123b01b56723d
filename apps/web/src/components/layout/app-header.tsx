import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { paths } from '../../config/paths.ts';

/**
 * The brand on the left; `actions` (the account menu: Sign in and Register, or the user's name and
 * Sign out) on the right. Shared components do not import features, so the app layer passes it in.
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <UnstyledButton component={Link} to={paths.home.getHref()} aria-label="SpecSource home">
        <Group gap="xs" wrap="nowrap">
          <Image src={logoUrl} alt="" w={32} h={32} />
          <Text fw={700} fz="lg" visibleFrom="xs">
            SpecSource
          </Text>
        </Group>
      </UnstyledButton>
      {actions}
    </Group>
  );
}
