import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { isLinkCurrent, type NavLink } from '../../lib/nav-link.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';

/** The admin area's frame: a bar of its pages (a menu on a phone, where the bar took five lines), then the page. */
export function AdminLayout({ links }: { links: NavLink[] }) {
  const { pathname } = useLocation();
  const isPhone = useIsPhone();
  const current = links.find((link) => isLinkCurrent(link, pathname));

  return (
    <Stack gap="lg">
      <Group component="nav" aria-label="Administration" gap="xs">
        <Text fw={700} c="dimmed" fz="sm" tt="uppercase" mr="sm">
          Administration
        </Text>
        {isPhone ? (
          <Menu position="bottom-start" width={240}>
            <Menu.Target>
              <Button variant="light" size="compact-md" rightSection={<span aria-hidden>▾</span>}>
                {current?.label ?? 'Pages'}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {links.map((link) => (
                <Menu.Item
                  key={link.href}
                  component={Link}
                  to={link.href}
                  aria-current={link === current ? 'page' : undefined}
                  fw={link === current ? 700 : undefined}
                >
                  {link.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          links.map((link) => (
            <Button
              key={link.href}
              component={Link}
              to={link.href}
              size="compact-md"
              variant={link === current ? 'light' : 'subtle'}
              aria-current={link === current ? 'page' : undefined}
            >
              {link.label}
            </Button>
          ))
        )}
      </Group>
      <Outlet />
    </Stack>
  );
}
