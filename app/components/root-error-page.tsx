// What the root error boundary draws (spec §2 '*'): 'Oops! Something went wrong.', the message (or
// 'Unknown error occurred'), Return to Home; a page that is not there also shows the ways on: a
// size box, the offers and the size pages. One chunk with the ways on (root-error-page-loader.tsx):
// a page that works never loads it, and a 404 loads one file.
import { isRouteErrorResponse } from "react-router";
import { useShellText } from "~/i18n/use-shell-text";
import { SHELL_ERROR_EN } from "~/i18n/messages/shell-error.en";
import { ErrorPage } from "./error-page";
import { NotFoundHelp } from "./not-found-help";

export function RootErrorPage({ error }: { error: unknown }) {
  const text = useShellText(SHELL_ERROR_EN);
  let message = text("unknownError");
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    // A server failure's own words ("Unexpected Server Error") tell a buyer nothing: the spec's
    // fallback is shown instead; the cause is in the log under the request id.
    // 503 is the server's own word that the database is away for a moment (entry.server.tsx).
    if (status < 500 || status === 503) message = typeof error.data === "string" && error.data ? error.data : error.statusText || message;
    // The not-found route's own words, in the page's language; a loader's own reason stays as it said it.
    if (message === SHELL_ERROR_EN.notFoundMessage) message = text("notFoundMessage");
  } else if (error instanceof Error && import.meta.env.DEV) {
    message = error.message;
  }
  return (
    <ErrorPage status={status} message={message}>
      {status === 404 && <NotFoundHelp />}
    </ErrorPage>
  );
}
