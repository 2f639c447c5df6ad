// Lint: typescript-eslint on everything, React hooks rules on the web app, and the import
// boundaries of docs/architecture.md (contract imports nothing of ours; web never imports server; a feature
// folder never imports another feature folder; search is reached through its seam alone).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const noServerImports = { regex: "(^|/)server/", message: "web and contract never import server code" };
const noWebImports = { regex: "(^|/)web/", message: "contract is shared: it imports neither web nor server" };
/** Links keep the reader's language (issue #20): web/components/localised-link.tsx wraps these. */
const localisedLinks = {
  name: "react-router",
  importNames: ["Link", "NavLink", "useNavigate"],
  message: "import Link, NavLink and useLocalisedNavigate from web/components/localised-link.tsx: they keep the page's language",
};
const noSiblingFeature = {
  regex: "^\\.\\./(?!\\.\\.)[^/]+/",
  message: "a feature folder does not import another feature folder: lift shared code into components/ or lib/",
};
/** Search is one module behind one seam (server/modules/search/README.md); its test support is shared with tests. */
const searchSeam = {
  regex: "(^|/)search/(?!index\\.ts$|[^/]+\\.test-support\\.ts$)[^/]+$",
  message: "import search through server/modules/search/index.ts, its one seam",
};
/**
 * Test-only code is named *.test-support.ts(x) (docs/architecture.md, Tests), and only tests and other
 * test support import it. A rule of its own, so it does not replace the boundary rules' options above.
 */
const testSupportOnly = ["ImportDeclaration", "ImportExpression", "ExportNamedDeclaration", "ExportAllDeclaration"].map((node) => ({
  selector: `${node}[source.value=/\\.test-support(\\.tsx?)?$/]`,
  message: "*.test-support files are for tests: only *.test.ts(x), *.spec.ts and other *.test-support files import them",
}));

/**
 * The contract's zod messages are keys typed by contract/message-keys.ts; zod itself takes any
 * string, so a bare one (a typo, or a sentence) would typecheck and reach the reader untranslated.
 */
const zodChecks =
  "min|max|length|int|positive|nonnegative|negative|nonpositive|gt|gte|lt|lte|multipleOf|nonempty|regex|email|url|uuid|datetime|date|time|refine|superRefine";
const contractMessageKeys = [
  `CallExpression[callee.property.name=/^(${zodChecks})$/] > :matches(Literal[value=/^/], TemplateLiteral)`,
  "Property[key.name=/^(message|error)$/] > :matches(Literal[value=/^/], TemplateLiteral).value",
  "Property[key.name=/^(message|error)$/] > ArrowFunctionExpression > :matches(Literal[value=/^/], TemplateLiteral).body",
].map((selector) => ({
  selector,
  message: 'a zod message is a key: write msg.<key> (const msg = messageKeys("<file>"), contract/message-keys.ts), not a string',
}));

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", ".tmp/", "public/", "server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { console: "readonly", process: "readonly" } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-undef": "off",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { paths: [localisedLinks], patterns: [noServerImports] }],
    },
  },
  {
    files: ["web/components/localised-link.tsx", "web/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noServerImports] }] },
  },
  {
    files: ["web/features/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [localisedLinks], patterns: [noServerImports, noSiblingFeature] }] },
  },
  {
    files: ["contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noServerImports, noWebImports] }] },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["server/modules/search/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [searchSeam] }] },
  },
  {
    // scripts/ is left out: the cluster bench drives the tests' fake model.
    files: ["contract/**/*.ts", "server/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.test-support.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...testSupportOnly] },
  },
  {
    files: ["contract/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test-support.ts"],
    rules: { "no-restricted-syntax": ["error", ...testSupportOnly, ...contractMessageKeys] },
  },
);
