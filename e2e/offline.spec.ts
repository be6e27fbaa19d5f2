// The hall's network is not to be trusted: after the first visit the built app works offline (a
// Workbox service worker precaches the build), and dist/ is a static folder that any web server can
// serve under a sub-path (relative base), links with #hash state included.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "../scripts/free-port.mjs";
import { settledUrl } from "./settled-url";
import { hashOf, threeNodeMulticast } from "./links";

const small = threeNodeMulticast("Hall scenario");

/**
 * Records CSP violations from the first script on, so the registration path is checked too (zod runs
 * jitless, so not even its `Function("")` probe is refused).
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, "__cspViolations", seen);
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (Reflect.get(window, "__cspViolations") as string[] | undefined) ?? []);
}

/** Waits until a service worker is active and controls this page (clientsClaim: no reload needed). */
async function waitForControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((done) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => done(), { once: true }),
      );
    }
    return registration.scope;
  });
}

async function expectDefaultSchedule(page: Page) {
  await expect(page.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
  await expect(page.getByTestId("makespan")).toHaveText(/^\d+(\.\d+)? µs$/);
  await expect(page.getByTestId("gantt-view")).toBeVisible();
}

test("after the first visit the app reloads and schedules with the network off", async ({
  page,
  context,
}) => {
  const violations = await watchCsp(page);
  await page.goto("/");
  await expectDefaultSchedule(page);
  const makespan = await page.getByTestId("makespan").textContent();
  expect(new URL(await waitForControl(page)).pathname).toBe("/");

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expectDefaultSchedule(page);
  await expect(page.getByTestId("makespan")).toHaveText(makespan ?? "");

  // A shared link opens offline too, and the scheduling worker (its own chunk) still runs.
  await page.goto(`/${hashOf({ scenario: small, view: { v: 1, algorithm: "wr" } })}`);
  await expect(page.getByLabel("Scenario name")).toHaveValue("Hall scenario");
  await expect(page.getByTestId("makespan")).toHaveText(/^\d+(\.\d+)? µs$/);
  await page.getByRole("radio", { name: "FEF", exact: true }).click();
  await expect(page.locator('[data-algorithm="fef"]')).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("makespan")).toHaveText(/^\d+(\.\d+)? µs$/);
  // A lazily loaded part (a chunk of its own, never opened online) comes from the precache too.
  await page.getByRole("button", { name: "Papers", exact: true }).click();
  await expect(page.getByTestId("papers")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Papers: / })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe("dist/ served by a plain static server under a sub-path", () => {
  let server: ChildProcess | undefined;
  let root = "";
  let origin = "";

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "schedule-explorer-site-"));
    cpSync(resolve("dist"), join(root, "course", "schedules"), { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(
      "python3",
      ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", root],
      {
        stdio: "ignore",
      },
    );
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${origin}/course/schedules/`)).ok) break;
      } catch {
        // not listening yet
      }
      if (tries > 100) throw new Error("the static server did not start");
      await new Promise((done) => setTimeout(done, 100));
    }
  });

  test.afterAll(() => {
    server?.kill();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test("the app loads, schedules and keeps #hash links under the sub-path, offline too", async ({
    page,
    context,
  }) => {
    const violations = await watchCsp(page);
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${origin}/course/schedules/`);
    await expectDefaultSchedule(page);
    expect(await waitForControl(page)).toBe(`${origin}/course/schedules/`);

    await page.getByRole("radio", { name: "FEF", exact: true }).click();
    await expect(page.locator('[data-algorithm="fef"]')).toHaveAttribute("aria-checked", "true");
    const link = await settledUrl(page);
    expect(new URL(link).pathname).toBe("/course/schedules/");
    expect(new URL(link).hash).toMatch(/^#s=/);
    const makespan = await page.getByTestId("makespan").textContent();

    const other = await context.newPage();
    await other.goto(`${origin}/course/schedules/${hashOf({ scenario: small, view: { v: 1 } })}`);
    await expect(other.getByLabel("Scenario name")).toHaveValue("Hall scenario");
    await expect(other.getByTestId("makespan")).toHaveText(/^\d+(\.\d+)? µs$/);

    await context.setOffline(true);
    const offline = await context.newPage();
    const response = await offline.goto(link);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(offline.getByLabel("Scenario name")).toHaveValue(/Wu.Yeh.Liu/);
    await expect(offline.locator('[data-algorithm="fef"]')).toHaveAttribute("aria-checked", "true");
    await expect(offline.getByTestId("makespan")).toHaveText(makespan ?? "");
    expect(failed).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
