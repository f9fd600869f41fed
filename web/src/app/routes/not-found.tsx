import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
