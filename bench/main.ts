// `npm run bench`: every family's benchmark module, one after another. Speed targets live here (printed
// figures and ratios), never as timed assertions in the tests.
import { runMulticastBench } from "./multicast";

const modules: readonly { name: string; run: () => void }[] = [{ name: "multicast", run: runMulticastBench }];

const only = process.argv.slice(2);
for (const m of modules) {
  if (only.length > 0 && !only.includes(m.name)) continue;
  m.run();
}
