// Any unknown route: HTTP 404 with the spec's error page (rendered by the root ErrorBoundary).
export function loader() {
  throw new Response("Page not found.", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
