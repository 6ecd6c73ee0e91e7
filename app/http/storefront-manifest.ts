// The route manifest a storefront page ships (decision 304): the build's whole manifest less the
// back office and the downloads no client-side navigation reaches. Written beside the build's own
// manifest by vite.config.ts; app/entry.server.tsx names it on every page outside /admin.

/** The part of React Router's browser manifest entry this file reads. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasAction: boolean;
  hasLoader: boolean;
  hasClientLoader: boolean;
  hasDefaultExport?: boolean;
  hasErrorBoundary: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  [field: string]: unknown;
}

export interface BrowserManifest {
  url: string;
  version: string;
  routes: Record<string, ManifestRoute>;
  [field: string]: unknown;
}

const BACK_OFFICE_ROUTE = "routes/admin";

/** Whether a page belongs to the seller's back office, whose pages ship the whole manifest. */
export const isBackOfficePath = (pathname: string): boolean => pathname === "/admin" || pathname.startsWith("/admin/");

/** The storefront manifest's file and the back-office door's, named by the build's manifest version (so immutable like it). */
export const storefrontManifestFile = (version: string) => `manifest-storefront-${version}.js`;
export const backOfficeDoorFile = (version: string) => `manifest-door-${version}.js`;

function inBackOffice(routes: Record<string, ManifestRoute>, route: ManifestRoute | undefined): boolean {
  for (; route; route = route.parentId ? routes[route.parentId] : undefined) if (route.id === BACK_OFFICE_ROUTE) return true;
  return false;
}

/**
 * A download or document the pages reach only by a plain link (`<a href download>`), which the
 * browser follows itself: a route with neither page nor action whose path is not the JSON a
 * fetcher reads (use-load-once). /logout (an action) and /trial (a redirect) stay: forms and
 * links may reach them through the router.
 */
function isDownload(route: ManifestRoute): boolean {
  if (route.hasDefaultExport || route.hasErrorBoundary || route.hasAction || !route.path) return false;
  return /\.(csv|pdf|xml|txt)$/.test(route.path) || route.path.includes("/documents/");
}

/**
 * The storefront's manifest: no back-office route and no download, and one stand-in route for
 * /admin/* whose client loader asks the server for the page (a document load), so a link or a
 * redirect from the storefront into the back office still arrives, with the whole manifest.
 */
export function storefrontManifestOf(manifest: BrowserManifest, assetsBase: string): BrowserManifest {
  const routes: Record<string, ManifestRoute> = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!inBackOffice(manifest.routes, route) && !isDownload(route)) routes[id] = route;
  }
  const back = manifest.routes[BACK_OFFICE_ROUTE];
  if (back) {
    routes[BACK_OFFICE_ROUTE] = {
      id: BACK_OFFICE_ROUTE,
      parentId: back.parentId,
      path: `${back.path}/*`,
      hasAction: false,
      hasLoader: false,
      hasClientLoader: true,
      hasErrorBoundary: false,
      module: `${assetsBase}${backOfficeDoorFile(manifest.version)}`,
    };
  }
  return { ...manifest, url: `${assetsBase}${storefrontManifestFile(manifest.version)}`, routes };
}

/**
 * The stand-in's module: a client-side navigation into the back office becomes a document load,
 * which the server answers with the back office's page and its whole manifest. The promise never
 * settles, as React Router's own reloads: the page is being left.
 */
export const BACK_OFFICE_DOOR_MODULE =
  "export function clientLoader({request}){window.location.assign(request.url);return new Promise(()=>{})}export default function BackOfficeDoor(){return null}\n";

/** The manifest's JavaScript, as React Router writes its own. */
export const manifestScript = (manifest: BrowserManifest) => `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

/**
 * The manifest a page names: the storefront's outside /admin, for a build that wrote it (a
 * production build names its manifest `manifest-<version>.js`; the dev server's is virtual).
 */
export function pageManifestUrl(manifest: { url: string; version: string }, pathname: string): string {
  const own = `manifest-${manifest.version}.js`;
  if (isBackOfficePath(pathname) || !manifest.url.endsWith(`/${own}`)) return manifest.url;
  return manifest.url.slice(0, -own.length) + storefrontManifestFile(manifest.version);
}
