import { Button, Group, Menu, Text } from '@mantine/core';
import type { CurrentUser } from '@specsource/contracts';
import { Link, useLocation } from 'react-router';
import { displayName, useCurrentUser } from '../../../api/session.ts';
import { paths } from '../../../config/paths.ts';
import { useSignInModal } from '../hooks/use-sign-in-modal.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { ROLE_LINKS } from '../lib/role-links.ts';

const AUTH_PATHS = [paths.login.path, paths.register.path, '/activate/'];

/** The header's right side: Sign in and Register for visitors, the user's menu once signed in. */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();

  // Nothing until the server has answered, so a signed-in user never sees 'Sign in' flash by.
  if (isPending) {
    return null;
  }
  return user ? <UserMenu user={user} /> : <VisitorActions />;
}

function VisitorActions() {
  const signInModal = useSignInModal();
  const location = useLocation();
  const isOnAuthPage = AUTH_PATHS.some((path) => location.pathname.startsWith(path));
  const returnPath = isOnAuthPage ? undefined : `${location.pathname}${location.search}`;

  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size="sm" onClick={() => signInModal.open()}>
        Sign in
      </Button>
      <Button component={Link} to={paths.register.getHref(returnPath)} size="sm">
        Register
      </Button>
    </Group>
  );
}

function UserMenu({ user }: { user: CurrentUser }) {
  const { signOut, isSigningOut } = useSignOut();

  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="subtle" size="sm" maw={200} loading={isSigningOut}>
          <Text span truncate="end" fw={600} fz="sm">
            {displayName(user)}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {ROLE_LINKS[user.role].map((link) => (
          <Menu.Item key={link.href} component={Link} to={link.href}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.userAccount.getHref()}>
          Password and sessions
        </Menu.Item>
        <Menu.Item onClick={signOut}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
