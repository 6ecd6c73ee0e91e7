// Lint for the whole tree (decision 121): type-aware typescript-eslint, the rules of hooks,
// accessible markup, no self-imports, and no server module reaching browser code (import cycles:
// scripts/import-cycles.test.ts, decision 236).
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TS = ["**/*.ts", "**/*.tsx"];

// A `*.server` module may hold secrets, the database and Node-only code: browser code never imports it.
const serverModule = { group: ["**/*.server", "**/*.server.*"], message: "Server-only module: browser code must not import it." };

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "coverage/", "public/", "data/", "test-results/"] },

  js.configs.recommended,
  { files: ["*.js"], languageOptions: { globals: globals.node } },

  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A leading underscore names what is left out on purpose: the rest of an object without one
      // key, an Express error handler's fourth parameter.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // React Router's way to answer with a status from a loader is to throw a Response, redirect()
      // or data(); those are not errors and must stay throwable.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      // A rejection passes on what was thrown, as it came: React's shell error is whatever a render threw.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // An async function with no await is how a callback meets an interface that wants a promise
      // (better-auth hooks, Kysely's migration provider, test fixtures): `async` keeps a throw a
      // rejection, which is what the caller handles.
      "@typescript-eslint/require-await": "off",
      // Modules, not namespaces; but a library's global types are extended the way the library
      // declares them (Express's `Locals`, in server/app.ts).
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // Kysely's expression builder is meant to be destructured (`({ not, exists }) => ...`, its
      // documented style), and so are module namespaces: neither has a `this` to lose.
      "@typescript-eslint/unbound-method": "off",
      // The input guards reject control characters on purpose (auth forms, redirect paths, inquiry
      // fields): matching them is the point of those expressions.
      "no-control-regex": "off",
    },
  },

  {
    files: ["app/**/*.tsx"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable),
      // so a role="region" that scrolls takes tabIndex={0}, as do the tab panels of the ARIA pattern.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
      // A radio card's label text sits in spans two levels inside the label (inquiry dialog).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },

  // Import cycles are found by scripts/import-cycles.test.ts, type imports included, in well under a
  // second: import-x/no-cycle parsed every imported file again and was the largest share of lint's
  // time (decision 236).
  {
    files: TS,
    plugins: { "import-x": importX },
    // A rule that reads an imported file parses it as TypeScript.
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // The resolver 3.x line (enhanced-resolve): 4.x and import-x 4.10+ need unrs-resolver, whose
      // per-platform binaries the registry mirror here lacks, so `npm ci` refused the lock file.
      "import-x/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "import-x/no-self-import": "error",
    },
  },

  // Kysely's own idiom for code that runs on any schema: migrations are frozen in time and typed
  // Kysely<any> (CONTRIBUTING.md), and the dialect helpers they share with the repositories take one too.
  {
    files: ["db/migrations/**/*.ts", "app/db/dialect.server.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },

  // A test reads JSON bodies and framework objects as they come and states their shape in its
  // expect(): the assertion is the check, and a type written beside it would only repeat it.
  {
    files: ["tests/**/*.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },

  // Components are UI only: no server module, not even for a type.
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverModule] }] },
  },
  // Other modules under app/ that are not server modules or routes end up in the browser bundle too: a
  // type from a server module is erased at build time and so allowed there, a value is not. Route
  // modules (and root.tsx) may import server modules for their loaders and actions, which the React
  // Router build keeps out of the browser.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/**", "app/routes/**", "app/root.tsx", "app/entry.server.tsx", "**/*.server.{ts,tsx}", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ ...serverModule, allowTypeImports: true }] }] },
  },
);
