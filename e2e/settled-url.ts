// The app writes its link when the page is idle, at most a few times a second (src/ui/hash-writer.ts):
// a spec that reads the address after an action waits for it to settle instead of reading it at once.
import { expect, type Page } from "@playwright/test";

/** The page's address once it has not changed for longer than the app's write delay. */
export async function settledUrl(page: Page): Promise<string> {
  let last = "";
  await expect
    .poll(
      () => {
        const url = page.url();
        const same = url === last;
        last = url;
        return same;
      },
      { intervals: [600], message: "the address settles" },
    )
    .toBe(true);
  return last;
}
