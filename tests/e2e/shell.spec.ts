import { expect, type Page, test } from '@playwright/test';
import { screenshot, signUp, uniqueUser } from './fixtures';

const splash = (page: Page) => page.locator('[data-splash]');
/** The element wrapping the whole app while the splash is up (blurred, inert). */
const appLayer = (page: Page) => page.locator('#root > div').first();
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** Records each splash phase with its time (ms since the splash appeared) in `window.splashLog`. */
function recordSplashPhases(page: Page) {
  return page.addInitScript(() => {
    const log: { phase: string; at: number }[] = [];
    (window as unknown as { splashLog: typeof log }).splashLog = log;
    let shownAt = 0;
    let last: string | null = null;
    new MutationObserver(() => {
      const phase = document.querySelector('[data-splash]')?.getAttribute('data-splash') ?? 'gone';
      if (phase === last || (last === null && phase === 'gone')) return;
      if (last === null) shownAt = performance.now();
      last = phase;
      log.push({ phase, at: Math.round(performance.now() - shownAt) });
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

async function splashTimes(page: Page): Promise<Record<string, number>> {
  const log = await page.evaluate(
    () => (window as unknown as { splashLog: { phase: string; at: number }[] }).splashLog,
  );
  return Object.fromEntries(log.map((entry) => [entry.phase, entry.at]));
}

test.describe('start-up splash', () => {
  test('shows the logo and name over the blurred, inert app, moves to the corner at 2 s and is gone after about 3.2 s', async ({
    page,
  }) => {
    await recordSplashPhases(page);
    // The page's clock stands still and the test moves it: on a busy machine a slow screenshot
    // could otherwise outlast a phase (the corner came and went unseen once, under load 10).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/login');
    await expect(splash(page)).toHaveAttribute('data-splash', 'center');
    await expect(splash(page).getByRole('status')).toContainText('Stepwise');
    await expect(appLayer(page)).toHaveAttribute('inert', '');
    expect(await appLayer(page).evaluate((el) => getComputedStyle(el).filter)).toContain('blur');
    // Inert content is not reachable: the login form cannot take focus yet.
    const email = page.locator('input[type="email"]');
    await email.waitFor({ state: 'attached' });
    await email.evaluate((input: HTMLInputElement) => input.focus());
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    await page.screenshot({ path: 'test-results/screens/splash.png' });

    await page.clock.runFor(1_990);
    await expect(splash(page)).toHaveAttribute('data-splash', 'center');
    await page.clock.runFor(10);
    await expect(splash(page)).toHaveAttribute('data-splash', 'corner');
    // The corner: the top left (the move takes 0.7 s).
    await expect
      .poll(async () => (await splash(page).getByRole('status').boundingBox())?.y ?? 999, {
        timeout: 2_000,
        intervals: [50],
      })
      .toBeLessThan(40);
    await page.screenshot({ path: 'test-results/screens/splash-corner.png' });

    await page.clock.runFor(700);
    await expect(splash(page)).toHaveAttribute('data-splash', 'fading');
    await page.clock.runFor(500);
    await expect(splash(page)).toHaveCount(0);
    await page.clock.resume();
    await expect(appLayer(page)).not.toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    const at = await splashTimes(page);
    expect(Object.keys(at)).toEqual(['center', 'corner', 'fading', 'gone']);
    expect(at.corner).toBeGreaterThanOrEqual(1_950);
    expect(at.corner).toBeLessThan(2_400);
    expect(at.fading).toBeGreaterThanOrEqual(2_650);
    expect(at.fading).toBeLessThan(3_100);
    expect(at.gone).toBeGreaterThanOrEqual(3_150);
    expect(at.gone).toBeLessThan(3_700);

    // Once per page load: moving around inside the app brings no splash back.
    await sidebar(page).getByRole('link', { name: 'Register' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create a New Account' }),
    ).toBeVisible();
    await expect(splash(page)).toHaveCount(0);
  });

  test('does not move with reduced motion and fades quickly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordSplashPhases(page);
    await page.goto('/login');
    await expect(splash(page)).toHaveAttribute('data-reduced-motion', 'true');
    await expect(splash(page)).toHaveAttribute('data-splash', 'center');
    await page.screenshot({ path: 'test-results/screens/splash-reduced-motion.png' });
    await expect(splash(page)).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    const at = await splashTimes(page);
    // No move to the corner, and a 0.2 s fade instead of 0.5 s.
    expect(Object.keys(at)).toEqual(['center', 'fading', 'gone']);
    expect((at.gone ?? 0) - (at.fading ?? 0)).toBeLessThan(400);
  });
});

test.describe('sidebar', () => {
  test('logged out: Login and Register', async ({ page }) => {
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create a New Account' }),
    ).toBeVisible();
    await expect(sidebar(page).getByRole('link')).toHaveText(['Login', 'Register']);
    await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await screenshot(page, 'sidebar-logged-out');
  });

  test('logged in, collapsed, authoring, on a phone, and Logout', async ({ page }) => {
    const user = uniqueUser('shell');
    await signUp(page, user);

    await test.step('logged in: Welcome, the links, My Profile with a generated avatar, Logout', async () => {
      await expect(sidebar(page).getByText('Welcome,')).toBeVisible();
      await expect(sidebar(page).getByText(user.username)).toBeVisible();
      await expect(sidebar(page).getByRole('link')).toHaveText([
        'My Projects',
        'Repository',
        'Create Project',
        'Explore Guides',
        'My Profile',
      ]);
      const avatar = sidebar(page).getByRole('link', { name: 'My Profile' }).locator('img');
      await expect(avatar).toHaveAttribute('data-generated-avatar', '');
      expect(await avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toBeVisible();
      expect((await sidebar(page).boundingBox())?.width).toBe(256);
      await screenshot(page, 'sidebar-logged-in');
    });

    await test.step('collapses to 64 px and expands again from the keyboard', async () => {
      await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(64);
      await expect(sidebar(page).getByText('Welcome,')).toHaveCount(0);
      await expect(sidebar(page).getByRole('link', { name: 'Repository' })).toBeVisible();
      await screenshot(page, 'sidebar-collapsed');
      await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256);
      await expect(sidebar(page).getByText('Welcome,')).toBeVisible();
    });

    await test.step('authoring mode on /annotate hides the profile and logout area', async () => {
      await page.goto('/annotate');
      await expect(sidebar(page).getByRole('heading', { name: 'Step Authoring' })).toBeVisible();
      await expect(sidebar(page).getByText('Create and manage project steps')).toBeVisible();
      const tabs = sidebar(page)
        .getByRole('navigation', { name: 'Step Authoring' })
        .getByRole('button');
      await expect(tabs).toHaveText(['Video Steps', 'Repository', 'Overview', 'Finalize Project']);
      await expect(sidebar(page).getByRole('button', { name: 'Save New Step' })).toBeDisabled();
      await expect(
        sidebar(page).getByText('Available once the step editor has opened.'),
      ).toBeVisible();
      await expect(sidebar(page).getByRole('button', { name: 'Back to Home' })).toBeEnabled();
      await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
      await expect(sidebar(page).getByRole('link', { name: 'My Profile' })).toHaveCount(0);
      await screenshot(page, 'sidebar-authoring');
      await sidebar(page).getByRole('button', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/my-projects$/);
      await expect(sidebar(page).getByText('Welcome,')).toBeVisible();
    });

    await test.step('under 1024 px the sidebar is a drawer behind the menu button', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(sidebar(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Sidebar' });
      await expect(drawer.getByText('Welcome,')).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'My Projects' })).toBeVisible();
      await screenshot(page, 'sidebar-mobile-drawer');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Sidebar' })
        .getByRole('link', { name: 'Repository' })
        .click();
      await expect(page).toHaveURL(/\/repository$/);
      await expect(page.getByRole('dialog', { name: 'Sidebar' })).toHaveCount(0);
      await screenshot(page, 'mobile-repository');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('Logout signs out and shows the login screen', async () => {
      await sidebar(page).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await expect(sidebar(page).getByRole('link')).toHaveText(['Login', 'Register']);
      await page.goto('/my-projects');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});
