import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../../api/session.ts';
import { isLinkCurrent } from '../../../lib/nav-link.ts';
import { ROLE_LINKS } from '../lib/role-links.ts';

/** The signed-in user's own pages in the header, from a tablet up; on a phone they are in the account menu. */
export function RoleNav() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();

  if (!user) {
    return null;
  }
  return (
    <Group component="nav" aria-label="Your pages" gap={4} visibleFrom="sm" wrap="nowrap">
      {ROLE_LINKS[user.role].map((link) => {
        const isCurrent = isLinkCurrent(link, pathname);
        return (
          <Button
            key={link.href}
            component={Link}
            to={link.href}
            variant={isCurrent ? 'light' : 'subtle'}
            size="compact-md"
            aria-current={isCurrent ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
