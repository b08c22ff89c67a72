import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Card } from '@/components/ui/card';
import { DEFAULT_LANDING_PATH } from '@/lib/route-paths';

const describe = (error: unknown) => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
};

export function ErrorPage() {
  const detail = describe(useRouteError());
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <Card className="max-w-lg p-8 text-center">
        <h1 className="text-2xl font-bold text-ink dark:text-white">Unexpected Application Error!</h1>
        {detail && <p className="mt-3 text-sm break-words text-slate-500 dark:text-slate-400">{detail}</p>}
        {/* A full page load: after a failed chunk load only a fresh document helps. */}
        <a
          href={DEFAULT_LANDING_PATH}
          className="mt-6 inline-block text-sm font-semibold text-brand-500 hover:underline dark:text-brand-300"
        >
          Go Back Home
        </a>
      </Card>
    </main>
  );
}
