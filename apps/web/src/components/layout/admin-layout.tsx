import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';

export interface AdminNavLink {
  label: string;
  href: string;
}

/** The admin area's frame: a top nav of its pages, then the page. */
export function AdminLayout({ links }: { links: AdminNavLink[] }) {
  const { pathname } = useLocation();

  return (
    <Stack gap="lg">
      <Group component="nav" aria-label="Administration" gap="xs">
        <Text fw={700} c="dimmed" fz="sm" tt="uppercase" mr="sm">
          Administration
        </Text>
        {links.map((link) => {
          const isCurrent = pathname.startsWith(link.href.replace(/\/$/, ''));
          return (
            <Button
              key={link.href}
              component={Link}
              to={link.href}
              size="compact-md"
              variant={isCurrent ? 'light' : 'subtle'}
              aria-current={isCurrent ? 'page' : undefined}
            >
              {link.label}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}
