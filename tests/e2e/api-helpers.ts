import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Page,
  type Route,
} from '@playwright/test';
import { createIdentityAccount } from './auth-emulator';
import { type NewUser, uniqueUser } from './fixtures';

/** A signed-in identity for calls to the api. */
export interface Account {
  uid: string;
  token: string;
}

/** A call to the api's REST paths (spec 7) as `who`; fails the test on a non-2xx answer. */
export async function api(
  request: APIRequestContext,
  who: Account,
  method: string,
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A creator with an identity account and a backend user record, made through the APIs. */
export async function registerCreator(
  request: APIRequestContext,
  prefix: string,
): Promise<{ user: NewUser; account: Account }> {
  const user = uniqueUser(prefix);
  const identity = await createIdentityAccount(request, user.email, user.password);
  const account = { uid: identity.localId, token: identity.idToken };
  await api(request, account, 'POST', '/users/', {
    username: user.username,
    email: user.email,
    firebase_uid: account.uid,
    is_creator: true,
  });
  return { user, account };
}

/** Signs in on the Login screen; resolves once My Projects shows. */
export async function signIn(page: Page, user: NewUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
}

/**
 * Creates a project of `who` (its video need not exist) and, when asked, finishes one step and
 * publishes it.
 */
export async function createProject(
  request: APIRequestContext,
  who: Account,
  name: string,
  description: string,
  publish: boolean,
): Promise<string> {
  const { project_id } = (await api(request, who, 'POST', '/projects/', {
    name,
    description,
    tags: ['DIY'],
    firebase_uid: who.uid,
    UploadVideos: [
      {
        name: 'clip.mp4',
        url: `/files/users/${who.uid}/videos/${encodeURIComponent(name)}.mp4`,
        path: `users/${who.uid}/videos/${name}.mp4`,
        mime_type: 'video/mp4',
      },
    ],
  })) as { project_id: string };
  if (publish) {
    // Only a project with finished steps can be published (issue #18): finish one first.
    await api(request, who, 'POST', '/upload_steps', {
      project_id,
      user_id: who.uid,
      steps: [
        {
          name: 'Follow along',
          description: 'Do as the video shows.',
          video_start_time_ms: 0,
          video_end_time_ms: 500,
          step_order: 0,
        },
      ],
    });
    await api(request, who, 'POST', `/projects/${project_id}/toggle-publication`, {
      firebase_uid: who.uid,
    });
  }
  return project_id;
}

/** The api's answer to an intercepted request; asked again when Playwright lost the first one. */
async function fetchJson(route: Route): Promise<{ response: APIResponse; json: unknown[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await route.fetch();
      return { response, json: (await response.json()) as unknown[] };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Makes the named tRPC procedures answer with a server error, leaving the other calls of the same
 * batch request alone.
 */
export async function failProcedures(page: Page, names: readonly string[]): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && names.some((name) => url.pathname.includes(name)),
    async (route) => {
      const { response, json } = await fetchJson(route);
      const { pathname } = new URL(route.request().url());
      const paths = decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
      const detail = 'Blocked by the test.';
      const patched = paths.map((path, index) =>
        names.includes(path)
          ? {
              error: {
                message: detail,
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path, detail },
              },
            }
          : json[index],
      );
      await route.fulfill({ response, status: 207, json: patched });
    },
  );
}

/**
 * Closes every toast as a person would, by clicking it (spec: a toast closes on click); the mouse
 * then leaves, as hovering the stack pauses its timers. Toasts show top right, over the page's
 * own top-right buttons.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-tone]');
  await expect
    .poll(async () => {
      if ((await toasts.count()) > 0) {
        await toasts
          .first()
          .click({ timeout: 1000 })
          .catch(() => undefined);
        await page.mouse.move(0, 0);
      }
      return toasts.count();
    })
    .toBe(0);
}

/** The widths `screenshots` takes by default; `WITH_1440` adds the wide desktop. */
const DEFAULT_SHOTS = [
  [1280, 800, ''],
  [390, 844, '-390'],
] as const;
export const WITH_1440 = [[1440, 900, '-1440'], ...DEFAULT_SHOTS] as const;

/**
 * Screenshots of the whole screen at 1280 px and at 390 px wide (or at `options.sizes`), as
 * `{name}.png` and `{name}-390.png`, once the start-up splash and any toast are gone. The app
 * scrolls inside its main area, so the window is made as tall as that area's content for the
 * picture; `options.show` runs at each size before the picture (to scroll a part into view where a
 * screen scrolls inside a panel of its own).
 */
export async function screenshots(
  page: Page,
  dir: string,
  name: string,
  options: {
    sizes?: ReadonlyArray<readonly [number, number, string]>;
    show?: (page: Page) => Promise<void>;
  } = {},
): Promise<void> {
  await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 10_000 });
  await dismissToasts(page);
  for (const [width, height, suffix] of options.sizes ?? DEFAULT_SHOTS) {
    await page.setViewportSize({ width, height });
    const content = await page.evaluate(() => document.querySelector('main')?.scrollHeight ?? 0);
    await page.setViewportSize({ width, height: Math.max(height, content) });
    await options.show?.(page);
    await page.screenshot({ path: `${dir}${name}${suffix}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
