import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

const DEFAULT_MESSAGE = 'An unexpected error occurred while rendering this page.';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_MESSAGE;
}

/** SPEC §2 Error fallback: shown in place of a page that threw while rendering or loading. */
export function ErrorFallback() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    // Custom error elements stop React Router from logging; keep the stack for whoever opens the console.
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 break-words text-muted-foreground">{describeError(error)}</p>
      <Button asChild className="mt-8">
        <Link to={paths.home} reloadDocument>
          Go back home
        </Link>
      </Button>
    </div>
  );
}

/** Used when the layout itself failed, so the page still has a main landmark. */
export function RootErrorFallback() {
  return (
    <main className="min-h-dvh">
      <ErrorFallback />
    </main>
  );
}
