// Lint: typescript-eslint on everything, React hooks rules on the web app, and the import
// boundaries of DESIGN.md (contract imports nothing of ours; web never imports server; a feature
// folder never imports another feature folder).
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
);
