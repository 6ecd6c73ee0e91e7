// `npm run lint`: the type check (`tsc --noEmit`'s diagnostics) and ESLint over the whole tree, on
// one TypeScript program (decision 308). Type-aware lint rules ask the type checker about each
// file; built and checked once here, the program answers them from what the type check already
// worked out, where `tsc` then `eslint .` built and checked it twice. Exits non-zero on a type
// error, a lint error or any lint warning (`--max-warnings 0`).
import { resolve } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");

function createProgram(): ts.Program {
  const configFile = resolve(ROOT, "tsconfig.json");
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, host);
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
}

const program = createProgram();
const typeErrors = ts.getPreEmitDiagnostics(program);
if (typeErrors.length > 0) {
  const formatHost: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => "\n" };
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(typeErrors, formatHost));
  console.log(`\nType check: ${typeErrors.length} error${typeErrors.length === 1 ? "" : "s"}.`);
}

// The config's own parser options, but the program above in place of the project service.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
});
const results = await eslint.lintFiles(["."]);
const formatter = await eslint.loadFormatter("stylish");
const report = await formatter.format(results);
if (report) console.log(report);
const errors = results.reduce((sum, r) => sum + r.errorCount + r.fatalErrorCount, 0);
const warnings = results.reduce((sum, r) => sum + r.warningCount, 0);
if (warnings > 0 && errors === 0) console.log(`ESLint found too many warnings (maximum: 0).`);
process.exitCode = typeErrors.length > 0 || errors > 0 || warnings > 0 ? 1 : 0;
