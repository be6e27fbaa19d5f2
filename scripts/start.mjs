// `npm start`: build the app and serve it on localhost.
// Port: `npm start -- --port 8080`, or PORT=8080 npm start; default 4173.
import { spawnSync, spawn } from "node:child_process";

const argv = process.argv.slice(2);
const flag = argv.indexOf("--port");
const port = Number(flag >= 0 ? argv[flag + 1] : (process.env.PORT ?? 4173));
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(
    `start: --port must be a whole number from 1 to 65535 (got "${flag >= 0 ? argv[flag + 1] : process.env.PORT}")`,
  );
  process.exit(2);
}

const vite = ["node_modules/vite/bin/vite.js"];
const build = spawnSync(process.execPath, [...vite, "build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`Schedule Explorer is served at http://localhost:${port}/ (Ctrl-C stops it)`);
const server = spawn(
  "npx",
  ["vite", "preview", "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
  {
    stdio: "inherit",
  },
);
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
