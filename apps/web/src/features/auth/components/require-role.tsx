import { Button } from '@mantine/core';
import { type CurrentUser, MESSAGES, type UserRole } from '@specsource/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../../api/session.ts';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

interface RequireRoleProps {
  allowedRole: UserRole;
  /** The refusal's heading for a signed-in user without the role. */
  deniedTitle: string;
  children: ReactNode;
}

/**
 * Shows `children` to any signed-in user; visitors go to sign in and come back. Pages behind it make no call
 * as a visitor, so signing out on one sends the browser to sign in without a round of 401s.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  return <SignInCheck>{() => children}</SignInCheck>;
}

/**
 * Shows `children` only to users with `allowedRole`: visitors go to sign in and come back, others are told
 * the area is not theirs. A convenience only: the server refuses the area's calls anyway.
 */
export function RequireRole({ allowedRole, deniedTitle, children }: RequireRoleProps) {
  return (
    <SignInCheck>
      {(user) =>
        user.role === allowedRole ? (
          children
        ) : (
          <PageMessage
            title={deniedTitle}
            message={`You are signed in as ${user.email}, and this account cannot open these pages. If you need access, ask an administrator.`}
            action={
              <Button component={Link} to={paths.home.getHref()}>
                Go to the home page
              </Button>
            }
          />
        )
      }
    </SignInCheck>
  );
}

/** Waits for the current user, sends a visitor to sign in and back, and renders `children` for the user. */
function SignInCheck({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { data: user, error, isPending, refetch } = useCurrentUser();
  const location = useLocation();

  if (isPending) {
    return <PageLoading label="Checking your access…" />;
  }
  if (error) {
    return (
      <PageMessage
        title="We could not check your access"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }
  if (user === null) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children(user);
}
