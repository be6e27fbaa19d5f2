/** The Chromium Playwright drives: $CHROMIUM_PATH or /usr/bin/chromium (scripts/ensure-chromium.mjs). */
export function chromiumPath(): string;
