import { Button, Group } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageMessage } from '../page-state.tsx';

/**
 * The router's `errorElement`: a friendly message instead of a blank page. It logs nothing; the
 * router's `onError` decides where errors are reported.
 */
export function RouteErrorFallback({ onReload = reloadPage }: { onReload?: () => void }) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <PageMessage
      title={isNotFound ? 'Page not found' : 'Something went wrong'}
      message={
        isNotFound
          ? MESSAGES.routeNotFound
          : 'This page stopped working. Reload it to try again; if it keeps happening, start again from the home page.'
      }
      action={
        <Group justify="center">
          <Button onClick={onReload}>Reload page</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default" reloadDocument>
            Go to home page
          </Button>
        </Group>
      }
    />
  );
}

function reloadPage() {
  window.location.reload();
}
