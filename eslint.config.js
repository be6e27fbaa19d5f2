// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "playwright-report/", "test-results/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/ui/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The core is pure: it runs unchanged in the worker, the CLI and the tests (docs/architecture.md, layers).
    files: ["src/core/**/*.ts"],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/engine/**", "**/ui/**", "**/cli/**"],
              message: "src/core imports nothing from engine, ui or cli.",
            },
            {
              group: ["react", "react-dom", "react-dom/*", "d3-selection", "comlink"],
              message: "src/core is DOM-free.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        "window",
        "document",
        "location",
        "localStorage",
        "navigator",
        "performance",
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Use the seeded generator in core/random.ts." },
        { object: "Date", property: "now", message: "Pass a clock in." },
      ],
    },
  },
);
