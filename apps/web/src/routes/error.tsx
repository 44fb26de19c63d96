import { messages } from '@stepwise/contracts';
import { buttonClasses } from '@stepwise/ui';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

/** The router's default error element (spec 2). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = describe(error);
  return (
    <div
      role="alert"
      className="flex min-h-full flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">{messages.app.routerError}</h1>
      {detail ? <p className="max-w-lg text-sm text-slate-600">{detail}</p> : null}
      <Link to="/my-projects" className={buttonClasses({ variant: 'secondary' })}>
        {messages.sidebar.myProjects}
      </Link>
    </div>
  );
}
