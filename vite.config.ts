import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/**
 * index.html carries the app's Content-Security-Policy (no inline scripts). The dev server needs inline
 * scripts (React Refresh's preamble) and its HMR socket, so `vite dev` serves the page without it; the
 * built app (`npm start`, the e2e suite) always has it.
 */
const cspInBuildOnly: Plugin = {
  name: "csp-in-build-only",
  apply: "serve",
  transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>\s*/, ""),
};

export default defineConfig({
  plugins: [react(), cspInBuildOnly],
  base: "./",
  worker: { format: "es" },
  build: { target: "es2022", chunkSizeWarningLimit: 1500 },
});
