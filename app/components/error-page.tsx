// The error page (spec §2 '*'): 'Oops! Something went wrong.', the error message and a Return to
// Home button, word for word; below them whatever helps the buyer on (a not-found page's ways on).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SHELL_ERROR_EN } from "~/i18n/messages/shell-error.en";
import { useShellText } from "~/i18n/use-shell-text";

export function ErrorPage({ status, message, children }: { status: number; message: string; children?: ReactNode }) {
  const text = useShellText(SHELL_ERROR_EN);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center gap-4 px-4 py-8 text-center sm:p-8">
      <title>{`${status === 404 ? text("pageNotFound") : text("somethingWentWrong")} | Tyre Wholesale`}</title>
      <meta name="description" content={text("errorDescription")} />
      <h1 className="text-3xl font-bold">{text("errorHeading")}</h1>
      <p className="text-gray-700" data-error-message>
        {message}
      </p>
      <Link to="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {text("returnHome")}
      </Link>
      {children}
    </div>
  );
}
