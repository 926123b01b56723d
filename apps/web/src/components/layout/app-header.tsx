import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { paths } from '../../config/paths.ts';

// Only the brand for now: the sign-in state joins the right side with the accounts issue.
export function AppHeader() {
  return (
    <Group h="100%" px="md" justify="space-between">
      <UnstyledButton component={Link} to={paths.home.getHref()} aria-label="SpecSource home">
        <Group gap="xs" wrap="nowrap">
          <Image src={logoUrl} alt="" w={32} h={32} />
          <Text fw={700} fz="lg">
            SpecSource
          </Text>
        </Group>
      </UnstyledButton>
    </Group>
  );
}
