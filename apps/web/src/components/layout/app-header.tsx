import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { paths } from '../../config/paths.ts';

interface AppHeaderProps {
  /** The signed-in user's pages, beside the brand. */
  nav?: ReactNode;
  /** The account menu: Sign in and Register, or the user's name and Sign out. */
  actions?: ReactNode;
  /** Where the brand leads: the user's own start page (the site's root for visitors). */
  homeHref?: string;
}

/**
 * The brand and `nav` on the left, `actions` on the right. Shared components do not import features, so the app
 * layer passes them in.
 */
export function AppHeader({ nav, actions, homeHref = paths.home.getHref() }: AppHeaderProps) {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="lg" wrap="nowrap">
        <UnstyledButton component={Link} to={homeHref} aria-label="SpecSource home">
          <Group gap="xs" wrap="nowrap">
            <Image src={logoUrl} alt="" w={32} h={32} />
            <Text fw={700} fz="lg" visibleFrom="xs">
              SpecSource
            </Text>
          </Group>
        </UnstyledButton>
        {nav}
      </Group>
      {actions}
    </Group>
  );
}
