import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import reactRouterConfig from "./react-router.config";
import {
  BACK_OFFICE_DOOR_MODULE,
  backOfficeDoorFile,
  manifestScript,
  storefrontManifestFile,
  storefrontManifestOf,
  type BrowserManifest,
} from "./app/http/storefront-manifest";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const rootDir = fileURLToPath(new URL(".", import.meta.url));
const appDir = join(rootDir, "app/");

/**
 * The app modules the root route reaches by static imports: every page runs them, so they ship as
 * one "shell" chunk beside root instead of a dozen small shared files (decision 062).
 */
function shellModules(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [`${appDir}root.tsx`];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const next of info.importedIds) if (next.startsWith(appDir)) queue.push(next);
  }
  return seen;
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

/**
 * Writes the storefront's route manifest and the back office's door beside the build's manifest
 * (decision 304): React Router's manifest names every route, and a storefront page needs none of
 * the back office's.
 */
async function writeStorefrontManifest(clientDir: string): Promise<void> {
  const assets = join(clientDir, "assets");
  const names = (await readdir(assets)).filter((name) => /^manifest-\w+\.js$/.test(name));
  if (names.length !== 1) throw new Error(`expected one route manifest in ${assets}, found ${names.join(", ") || "none"}`);
  const source = await readFile(join(assets, names[0]!), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as BrowserManifest;
  const assetsBase = manifest.url.slice(0, manifest.url.lastIndexOf("/") + 1);
  await writeFile(join(assets, storefrontManifestFile(manifest.version)), manifestScript(storefrontManifestOf(manifest, assetsBase)));
  await writeFile(join(assets, backOfficeDoorFile(manifest.version)), BACK_OFFICE_DOOR_MODULE);
}

/**
 * Writes name.br (brotli 11) and name.gz (gzip 9) beside every text file of the browser build, once
 * at build time: about a fifth fewer bytes than compressing each response on the fly (decision 062).
 * After the server build, because React Router writes the browser's route manifest during it.
 */
function precompressClientFiles(): Plugin {
  return {
    name: "precompress-client-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async closeBundle() {
      const clientDir = resolve(rootDir, reactRouterConfig.buildDirectory ?? "build", "client");
      await writeStorefrontManifest(clientDir);
      const files = (await filesUnder(clientDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * React Router's browser code from its production build (decision 327). The package's exports name
 * only its development build, whose dev warnings (ENABLE_DEV_WARNINGS, its one difference) every
 * visitor then downloaded: 0.5 KiB compressed. The server keeps the package's own resolution:
 * bundling a second copy there would split `data()` and its instanceof checks across two copies.
 */
function productionReactRouter(): Plugin {
  const productionFile = (name: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));
  const files: Record<string, string> = { "react-router": productionFile("index.mjs"), "react-router/dom": productionFile("dom-export.mjs") };
  return {
    name: "production-react-router",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => files[id],
  };
}

let shell: Set<string> | undefined;

const FORM_BASICS = ["/app/components/alert.tsx", "/app/components/inquiry-field.tsx", "/app/components/admin-freight-field.tsx", "/app/domain/freight.ts"];

const BUYING_BASICS = [
  "/app/styles/buttons.ts",
  "/app/components/vat-note.tsx",
  "/app/components/add-to-quote-button.tsx",
  "/app/auth/contact-guard.ts",
  "/app/catalogue/tyre.ts",
  // A sentence's codes and amounts drawn left to right in Arabic (decisions 311, 317): /buy-now,
  // /quote, the tyre page and compare draw them. Left to the small-chunk merge, they rode with the
  // lists' code below, which /buy-now and /quote then loaded for them alone (+0.6 KiB).
  "/app/components/isolated-text.tsx",
  "/app/i18n/left-to-right.ts",
];

/**
 * The lists' and the tyre pages' small shared code: the compare toggle, the packed loader data, the
 * speed symbols (the filters' and the load-and-speed words') and the banner lines the forms beside
 * them read. One chunk those pages load; /buy-now, /quote and the sign-in pages read none of it.
 */
const LIST_BASICS = ["/app/components/compare-toggle.tsx", "/app/http/packed-loader-data.ts", "/app/domain/speed-symbol.ts", "/app/forms/banner-lines.ts"];

/** The form checks every form's page and the inquiry dialog read (check-form.ts and what it reads). */
const FORM_CHECKS = ["/app/forms/check-form.ts", "/app/forms/form-result.ts", "/app/forms/plain-text.ts", "/app/domain/incoterms.ts"];

/**
 * A tyre's picture and season badge with the lists' 'Add to quote' list, which every product page
 * draws. The badge and the seasons it names left the shell with the header's suggestions (decision
 * 325): in a chunk of their own they were one more request on each of those pages.
 */
const TYRE_PICTURES = [
  "/app/components/tyre-image.tsx",
  "/app/catalogue/placeholder-image.ts",
  "/app/components/add-to-quote-list.tsx",
  "/app/components/season-badge.tsx",
  "/app/catalogue/seasons-and-vehicle-types.ts",
];

export default defineConfig({
  plugins: [productionReactRouter(), tailwindcss(), reactRouter(), precompressClientFiles()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Shared chunks under 1 kB join a chunk loaded in the same places: fewer requests, each
            // with its own headers and too small to compress.
            experimentalMinChunkSize: 1_000,
            manualChunks(id, { getModuleInfo }) {
              if (id.includes("/node_modules/react-router/")) return "react-router";
              // Country names are read where a place is checked (the inquiry dialog, /quote's form):
              // merged as a small chunk, they rode along with the alert every product page loads.
              if (id.endsWith("/app/domain/country-of-place.ts")) return "country-of-place";
              // Read only by the terms chooser and the inquiry dialog, both loaded when opened: merged
              // as a small chunk, it rode along with /buy-now's and /quote's first visit (decision 214).
              if (id.endsWith("/app/freight/use-port-options.ts")) return "port-options";
              // The shipping choice's URL parameter names (a few bytes), read by /buy-now, /quote and
              // the inquiry dialog: in the shell rather than a request of their own or a chunk of
              // other pages' code those pages would load for them (decision 214).
              if (id.endsWith("/app/freight/shipping-choice-params.ts")) return "shell";
              // A few bytes read by /quote, the shipping terms and the quote request's form to load a part
              // of a page on its own: merged as a small chunk, it rode along with the language suggestion's
              // words, which /buy-now and /quote then loaded for it (+1 KiB).
              if (id.endsWith("/app/browser/preloadable-lazy.ts")) return "shell";
              // A page's messages (decision 294), read by home and by the shared components every buying
              // page draws: in the shell rather than a small chunk merged into another that home then loaded.
              if (id.endsWith("/app/i18n/page-messages.tsx")) return "shell";
              // The button styles with the small modules every buying page loads beside them (the VAT note,
              // 'Add to quote', the contact guard, the payable price): left to the small-chunk merge, the
              // styles joined whichever chunk cost least that build, and a change anywhere moved them into
              // chunks the list pages then loaded for them alone (decision 240).
              if (BUYING_BASICS.some((path) => id.endsWith(path))) return "vat-note";
              // The next three groups are what the small-chunk merge made of them before the isolated text
              // left the lists' chunk (decision 317). Left to it then, the lists' chunk fell under the size
              // the build compresses, the form checks joined the language suggestion's words and the
              // pagination the tyre pictures (up to +0.6 KiB on a list page, +0.8 KiB on opening the
              // inquiry dialog). Pinned, every page loads what it did or less.
              if (LIST_BASICS.some((path) => id.endsWith(path))) return "packed-loader-data";
              if (FORM_CHECKS.some((path) => id.endsWith(path))) return "form-checks";
              if (TYRE_PICTURES.some((path) => id.endsWith(path))) return "add-to-quote-list";
              // The red banner with the form fields read beside it: /quote's request form, the inquiry dialog and
              // the seller's forms read them; apart, /quote loaded the banner and its field as two requests.
              if (FORM_BASICS.some((path) => id.endsWith(path))) return "alert";
              // The account notices' words with the code that shows them, loaded only when a notice is
              // shown (auth-flash-toast.tsx): left to the small-chunk merge, each language's few words
              // became the host of shared code that home and the product pages then loaded with the page.
              if (id.includes("/app/i18n/messages/flash.") || id.endsWith("/app/auth/flash-notice-toast.ts")) return "flash-notices";
              // The inquiry buttons' English words, with the buttons every product page draws: left to the
              // small-chunk merge, they joined the exchange rates' code, which every product page then loaded.
              if (id.endsWith("/app/i18n/messages/inquiry-buttons.en.ts") || id.endsWith("/app/components/contact-to-buy-button.tsx"))
                return "contact-to-buy-button";
              // Season, vehicle and pattern names in the page's words, read by home, the lists and the
              // tyre pages: in the shell rather than a small chunk of form checks every list then loaded.
              if (id.endsWith("/app/catalogue/listing-names.ts")) return "shell";
              // The tyre pages' URLs, read by every catalogue page and the header's suggestions: in the shell
              // rather than a chunk of their own (too small to compress) or another that the size finder,
              // the season pages and the bulk pricing page would then load for them (decision 325).
              if (id.endsWith("/app/catalogue/tyre-path.ts")) return "shell";
              shell ??= shellModules(getModuleInfo);
              return shell.has(id) ? "shell" : undefined;
            },
          },
        },
      },
    },
  },
});
