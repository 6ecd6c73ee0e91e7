import { Links, Meta, Outlet, Scripts } from "react-router";

// The document every framework-mode page has: head, the route's markup, the hydration scripts.
export default function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
