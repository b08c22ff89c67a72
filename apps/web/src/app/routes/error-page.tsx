import { Card } from '@/components/ui/card';
import { DEFAULT_LANDING_PATH } from '@/lib/route-paths';

const describe = (error: unknown) => (error instanceof Error ? error.message : null);

/** Shown by `RouteErrorBoundary` when a screen fails to render or its module fails to load. */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = describe(error);
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
