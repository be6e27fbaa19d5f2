// Imported first by the page and the worker: the app's Content-Security-Policy forbids eval, so zod
// must not probe `new Function` to compile its parsers (it would fall back, but the browser reports a
// violation). A module of its own so that it runs before any schema is defined.
import { z } from "zod";

z.config({ jitless: true });
