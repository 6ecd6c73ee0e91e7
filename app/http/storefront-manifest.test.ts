import { describe, expect, it } from "vitest";
import { isBackOfficePath, pageManifestUrl, storefrontManifestOf, type BrowserManifest, type ManifestRoute } from "./storefront-manifest";

const route = (id: string, fields: Partial<ManifestRoute>): ManifestRoute => ({
  id,
  parentId: "root",
  hasAction: false,
  hasLoader: true,
  hasClientLoader: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module: `/assets/${id.replace("routes/", "")}-x.js`,
  ...fields,
});

const download = { hasDefaultExport: false };

/** A manifest shaped as the build's: a page, the JSON a fetcher reads, downloads, an action route and the back office. */
const manifest: BrowserManifest = {
  url: "/assets/manifest-c6db9eb1.js",
  version: "c6db9eb1",
  entry: { module: "/assets/entry.client-x.js", imports: [] },
  routes: {
    root: route("root", { parentId: undefined, path: "", hasErrorBoundary: true }),
    "routes/buy-now": route("routes/buy-now", { path: "buy-now" }),
    "routes/freight-ports[.]json": route("routes/freight-ports[.]json", { path: "freight-ports.json", ...download }),
    "summer-price-list": route("summer-price-list", { path: "summer-offers/price-list.csv", ...download }),
    "routes/account-inquiry-quote[.]pdf": route("routes/account-inquiry-quote[.]pdf", { path: "account/inquiries/:id/quote.pdf", ...download }),
    "routes/account-inquiry-document": route("routes/account-inquiry-document", { path: "account/inquiries/:id/documents/:name", ...download }),
    "routes/sitemap[.]xml": route("routes/sitemap[.]xml", { path: "sitemap.xml", ...download }),
    "routes/logout": route("routes/logout", { path: "logout", hasAction: true, hasLoader: false, ...download }),
    "routes/trial": route("routes/trial", { path: "trial", ...download }),
    "routes/admin": route("routes/admin", { path: "admin" }),
    "routes/admin-home": route("routes/admin-home", { parentId: "routes/admin", index: true }),
    "routes/admin-tyre-stock": route("routes/admin-tyre-stock", { parentId: "routes/admin", path: "stock/tyres/:id" }),
    "routes/admin-rates[.]csv": route("routes/admin-rates[.]csv", { parentId: "routes/admin", path: "rates.csv", ...download }),
    "routes/not-found": route("routes/not-found", { path: "*" }),
  },
};

describe("the storefront's route manifest", () => {
  const storefront = storefrontManifestOf(manifest, "/assets/");

  it.each([
    ["a page", "routes/buy-now", true],
    ["the JSON a fetcher reads", "routes/freight-ports[.]json", true],
    ["an action route forms post to", "routes/logout", true],
    ["a redirect a link may reach", "routes/trial", true],
    ["the catch-all", "routes/not-found", true],
    ["a CSV download", "summer-price-list", false],
    ["a PDF download", "routes/account-inquiry-quote[.]pdf", false],
    ["an order document", "routes/account-inquiry-document", false],
    ["the sitemap", "routes/sitemap[.]xml", false],
    ["a back-office page", "routes/admin-home", false],
    ["a back-office page with a parameter", "routes/admin-tyre-stock", false],
    ["a back-office download", "routes/admin-rates[.]csv", false],
  ])("keeps %s: %s %s", (_what, id, kept) => {
    expect(id in storefront.routes).toBe(kept);
  });

  it("stands in for the whole back office with one route whose client loader leaves for the server's page", () => {
    expect(storefront.routes["routes/admin"]).toEqual({
      id: "routes/admin",
      parentId: "root",
      path: "admin/*",
      hasAction: false,
      hasLoader: false,
      hasClientLoader: true,
      hasErrorBoundary: false,
      module: "/assets/manifest-door-c6db9eb1.js",
    });
  });

  it("names its own file and keeps the build's version and entry", () => {
    expect(storefront.url).toBe("/assets/manifest-storefront-c6db9eb1.js");
    expect(storefront.version).toBe(manifest.version);
    expect(storefront.entry).toBe(manifest.entry);
  });
});

describe("the manifest a page names", () => {
  it.each([
    ["/", "/assets/manifest-storefront-c6db9eb1.js"],
    ["/buy-now", "/assets/manifest-storefront-c6db9eb1.js"],
    ["/administration", "/assets/manifest-storefront-c6db9eb1.js"],
    ["/admin", "/assets/manifest-c6db9eb1.js"],
    ["/admin/inquiries/7", "/assets/manifest-c6db9eb1.js"],
  ])("%s names %s", (pathname, url) => {
    expect(pageManifestUrl(manifest, pathname)).toBe(url);
  });

  it("leaves a manifest not named by its version alone (the dev server's is virtual)", () => {
    const dev = { url: "/@id/__x00__virtual:react-router/browser-manifest", version: "c6db9eb1" };
    expect(pageManifestUrl(dev, "/buy-now")).toBe(dev.url);
  });

  it.each([
    ["/admin", true],
    ["/admin/", true],
    ["/admin/mail", true],
    ["/administration", false],
    ["/", false],
  ])("%s is in the back office: %s", (pathname, inside) => {
    expect(isBackOfficePath(pathname)).toBe(inside);
  });
});
