import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { failProcedures, registerCreator, signIn } from './api-helpers';
import {
  aiBreakdownEntry,
  aiStep,
  createVideoProject,
  openEditor,
  uploadTestVideo,
} from './authoring-support';

// Spec 8 "Finalize" and the finish checks of spec 5: 'Finish Project' in the Finalize view of the
// authoring screen, against the real api (its failures provoked by routing finalize.submit).

const isFinalizeCall = (url: URL) =>
  url.pathname.startsWith('/trpc/') && url.pathname.includes('finalize.submit');

/** A creator on the Finalize view of a project whose AI breakdown proposed `steps`. */
async function openFinalize(
  page: Page,
  request: APIRequestContext,
  steps: readonly ReturnType<typeof aiStep>[],
): Promise<void> {
  const { user, account } = await registerCreator(request, 'finish');
  const video = await uploadTestVideo(request, account, 6);
  const breakdown = steps.length > 0 ? [aiBreakdownEntry(video.name, steps)] : null;
  const projectId = await createVideoProject(request, account, 'Finish shelf', [video], breakdown);
  await signIn(page, user);
  await openEditor(page, projectId, 'Finish shelf');
  await page.getByRole('button', { name: 'Finalize Project', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Finalize Project' })).toBeVisible();
}

const finish = (page: Page) =>
  page.getByRole('button', { name: 'Finish Project', exact: true }).click();

const twoSteps = () => [
  aiStep('Unpack', 'Open the box and lay out the parts.', 0, 2000),
  aiStep('Fit the bracket', 'Hold the bracket against the wall.', 2000, 4000),
];

test.describe('finishing a project', () => {
  test("a project without steps reads 'Please add at least one step before finishing the project.'", async ({
    page,
    request,
  }) => {
    await openFinalize(page, request, []);
    await finish(page);
    await expect(
      page.getByText('Please add at least one step before finishing the project.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/annotate\//);
  });

  test("a step without a description reads 'Step N is missing required name or description'", async ({
    page,
    request,
  }) => {
    // The AI breakdown may propose a step with an empty description; the editor keeps it.
    await openFinalize(page, request, [
      aiStep('Unpack', 'Open the box and lay out the parts.', 0, 2000),
      aiStep('Fit the bracket', '', 2000, 4000),
    ]);
    await finish(page);
    await expect(
      page.getByText('Step 2 is missing required name or description', { exact: true }),
    ).toBeVisible();
  });

  test("a server failure reads 'Finalization failed: {detail}'; Retry then finishes", async ({
    page,
    request,
  }) => {
    await openFinalize(page, request, twoSteps());
    await failProcedures(page, ['finalize.submit']);
    await finish(page);
    await expect(
      page.getByText('Finalization failed: Blocked by the test.', { exact: true }),
    ).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page).toHaveURL(/\/my-projects$/);
  });

  test("validation details read 'Finalization failed: Validation errors: {loc}: {msg}'", async ({
    page,
    request,
  }) => {
    await openFinalize(page, request, twoSteps());
    await page.route(isFinalizeCall, (route) =>
      route.fulfill({
        status: 422,
        json: [
          {
            error: {
              message: 'Invalid input',
              code: -32600,
              data: {
                code: 'UNPROCESSABLE_CONTENT',
                httpStatus: 422,
                path: 'finalize.submit',
                detail: [
                  { loc: ['body', 'steps', 0, 'name'], msg: 'Field required' },
                  { loc: ['body', 'user_id'], msg: 'Not the signed-in user' },
                ],
              },
            },
          },
        ],
      }),
    );
    await finish(page);
    await expect(
      page.getByText(
        'Finalization failed: Validation errors: body.steps.0.name: Field required; body.user_id: Not the signed-in user',
        { exact: true },
      ),
    ).toBeVisible();
  });

  test("a reply without a detail reads 'Finalization failed: HTTP {status}: {statusText}'", async ({
    page,
    request,
  }) => {
    await openFinalize(page, request, twoSteps());
    await page.route(isFinalizeCall, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await finish(page);
    await expect(
      page.getByText('Finalization failed: HTTP 502: Bad Gateway', { exact: true }),
    ).toBeVisible();
  });

  test("a request that gets no answer reads 'Error finalizing project: {message}'", async ({
    page,
    request,
  }) => {
    await openFinalize(page, request, twoSteps());
    await page.route(isFinalizeCall, (route) => route.abort('connectionrefused'));
    await finish(page);
    await expect(
      page.getByText('Error finalizing project: Failed to fetch', { exact: true }),
    ).toBeVisible();
  });

  test('a Finish still ends (My Projects opens) when the creator switched tabs while it was sent', async ({
    page,
    request,
  }) => {
    await openFinalize(page, request, twoSteps());
    // The server's answer is held back while the creator goes back to the steps.
    const held: Route[] = [];
    await page.route(isFinalizeCall, (route) => {
      held.push(route);
    });
    await finish(page);
    await expect.poll(() => held.length).toBe(1);
    await page.getByRole('button', { name: 'Video Steps', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Finalize Project' })).toBeHidden();
    await held[0]!.continue();
    await expect(page).toHaveURL(/\/my-projects$/);
  });
});
