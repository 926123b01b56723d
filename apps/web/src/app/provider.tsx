import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { HEADER_HEIGHT, TOAST_MS } from '../config/constants.ts';
import { LazyNotifications } from './lazy-notifications.tsx';
import notificationClasses from './notifications.module.css';
import { cssVariablesResolver, theme } from './theme.ts';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, so tests see the final DOM at once. */
  env?: 'default' | 'test';
}

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {/* Under the header, top right: a toast never covers the buttons at the foot of a form ('Send offer'). */}
      <LazyNotifications
        autoClose={TOAST_MS}
        position="top-right"
        classNames={{ root: notificationClasses.root }}
        style={{ '--toast-top': `${HEADER_HEIGHT}px` } as CSSProperties}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
