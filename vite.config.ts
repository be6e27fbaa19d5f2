import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";

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

/**
 * The scheduling worker's registry loads each family when a request first needs it (docs/architecture.md,
 * "The worker's first run"): in the worker's bundle only, src/core/registry.ts is replaced by its
 * on-demand twin src/core/registry-lazy.ts (same exports, each family a chunk of its own). The app, the
 * dev server, the CLI and the tests keep the static registry.
 */
const lazyFamiliesInWorker: Plugin = {
  name: "lazy-families-in-worker",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (!importer || !/(^|\/)registry(\.ts)?$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !/[\\/]src[\\/]core[\\/]registry\.ts$/.test(resolved.id)) return null;
    return { ...resolved, id: resolved.id.replace(/registry\.ts$/, "registry-lazy.ts") };
  },
};

/**
 * Offline after the first visit: a Workbox service worker (generated at build time) precaches the whole
 * build — HTML, the JS chunks, the scheduling Web Worker's chunk, CSS. It is registered by the app
 * (src/ui/offline-register.ts: after the first run's reply and an idle moment, so its install does not
 * compete with the first run for the cores; `injectRegister: false`, the plugin adds no script). A new build
 * takes over at once (`autoUpdate`: skipWaiting + clientsClaim). The dev server registers nothing.
 */
const offline = VitePWA({
  strategies: "generateSW",
  registerType: "autoUpdate",
  injectRegister: false,
  manifest: false,
  devOptions: { enabled: false },
  workbox: {
    globPatterns: ["**/*.{js,mjs,css,html,svg,png,ico,woff,woff2,json,wasm}"],
    // Headroom over Workbox's 2 MiB default (the main chunk is ~1 MB): a file over the limit would be
    // left out of the precache with only a build warning, and the app would then fail offline.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // The plugin sets these two only for its "auto" registration; "autoUpdate" means them here too.
    skipWaiting: true,
    clientsClaim: true,
  },
});

/**
 * The app's start-up chunks, fetched at once. boot.tsx evaluates the app in stages (dynamic imports,
 * one task each: docs/architecture.md, "What loads when"); left to itself each stage would fetch its
 * chunks only when it starts, a network round trip per stage on a first visit. So the entry's import
 * of the boot chunk preloads (modulepreload: fetched and compiled, not run) every chunk and sheet the
 * stages import, as it preloaded the one app chunk before; the stages then find them loaded.
 */
const bootStages = new Map<string, string[]>();
const bootStagesPreloaded: Plugin = {
  name: "boot-stages-preloaded",
  apply: "build",
  enforce: "pre",
  generateBundle(_options, bundle) {
    bootStages.clear();
    for (const boot of Object.values(bundle)) {
      if (boot.type !== "chunk" || !boot.facadeModuleId?.endsWith("/src/ui/boot.tsx")) continue;
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== "chunk") return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const dep of chunk.imports) visit(dep);
      };
      for (const stage of boot.dynamicImports) visit(stage);
      bootStages.set(boot.fileName, [...files]);
    }
  },
};

export default defineConfig({
  plugins: [react(), cspInBuildOnly, offline, bootStagesPreloaded],
  // Relative URLs everywhere: dist/ can be served from any folder (a project page's sub-path included).
  base: "./",
  worker: { format: "es", plugins: () => [lazyFamiliesInWorker] },
  build: {
    target: "es2022",
    modulePreload: {
      resolveDependencies: (file, deps) => [...new Set([...deps, ...(bootStages.get(file) ?? [])])],
    },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Chunks the app's lazily loaded parts share with it (docs/architecture.md, "What loads when").
        // zod-jitless must run before any schema is defined (the CSP forbids zod's eval probe): it sits
        // in zod's chunk, right after zod, which every chunk defining a schema imports and so runs first.
        codeSplitting: {
          groups: [
            { name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]core[\\/]zod-jitless\.ts$/ },
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
