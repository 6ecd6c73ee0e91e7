import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// spec §2 '*': 'Oops! Something went wrong.', the message (or 'Unknown error occurred'), Return to Home.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message = "Unknown error occurred";
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === "string" && error.data ? error.data : error.statusText || message;
  } else if (error instanceof Error && import.meta.env.DEV) {
    message = error.message;
  }
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{`${status === 404 ? "Page not found" : "Error"} | Tyre Wholesale`}</title>
      <h1 className="text-3xl font-bold">Oops! Something went wrong.</h1>
      <p className="text-gray-700">{message}</p>
      <a href="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Return to Home
      </a>
    </main>
  );
}
