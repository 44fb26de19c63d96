import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, registerCreator, signIn } from './api-helpers';
import { selectSidebarStep } from './authoring-support';
import { screenshot } from './fixtures';
import {
  addFromRepository,
  createProjectWithoutAi,
  finishProject,
  openAuthoringView,
  openProfile,
  projectCard,
  projectsTab,
  saveNewStep,
  statCard,
  testVideo,
  writeStep,
} from './journey-support';

// Journey (issue #10): one tool and one material kept in the repository serve steps of two
// projects; the tool is edited in the repository between the two; each project keeps its own buy
// list. The spec does not say what an edit does to steps already written; the product keeps a
// step's own copy of an item (name, specification, link, image, linked by its repository id:
// `StepItemValues` in contracts), so the edit shows wherever the repository is offered (the
// Repository screen and views, the step's picker, the Finalize picker) and in steps written
// after it, while a finished step and a saved buy list keep what they were written with.

test.describe.configure({ timeout: 150_000 });

async function openRepository(page: Page) {
  await page.getByRole('link', { name: 'Repository' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Materials & Tools Repository' }),
  ).toBeVisible();
}

async function addRepositoryItem(
  page: Page,
  kind: 'Tool' | 'Material',
  item: { name: string; specification: string; link: string },
) {
  // The last addition's toast sits over the Add button (both top right): close it first.
  await dismissToasts(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${kind}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Add ${kind}` });
  await dialog.getByLabel(`${kind} name`).fill(item.name);
  await dialog.getByLabel('Specification').fill(item.specification);
  await dialog.getByLabel('Purchase link').fill(item.link);
  await dialog.getByRole('button', { name: `Add ${kind}` }).click();
  await expect(dialog).toBeHidden();
}

/** The step's list of tools or materials (Step Materials tab). */
const stepItems = (page: Page, kind: 'Tools' | 'Materials') =>
  page.getByRole('list', { name: `${kind} of this step` });

/** Adds a repository item to the buy list on the Finalize view (merged by the list). */
async function addToShoppingList(page: Page, kind: 'Tools' | 'Materials', name: string) {
  const picker = page.getByRole('region', { name: 'Add from your repository' });
  await picker.getByRole('tab', { name: new RegExp(`^${kind} \\(`) }).click();
  await picker.getByRole('button', { name: `Add ${name} to the shopping list` }).click();
}

const shoppingQuantity = (page: Page, name: string) =>
  page.getByLabel(`Quantity of ${name}`, { exact: true });

test('a tool and a material reused by two projects, the tool edited, a buy list each', async ({
  page,
  request,
}) => {
  const video = await testVideo(12);
  await signIn(page, (await registerCreator(request, 'reuse')).user);

  // Once in the repository.
  await openRepository(page);
  await addRepositoryItem(page, 'Tool', {
    name: 'Claw hammer',
    specification: '16 oz',
    link: 'https://shop.example/claw-hammer',
  });
  await expect(page.getByRole('tab', { name: 'Tools (1)', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Materials (0)' }).click();
  await addRepositoryItem(page, 'Material', {
    name: 'Wood glue',
    specification: 'PVA, 250 ml',
    link: 'https://shop.example/wood-glue',
  });
  await expect(page.getByRole('tab', { name: 'Materials (1)', selected: true })).toBeVisible();

  // Project A uses both in a step, and buys both.
  await createProjectWithoutAi(page, {
    name: 'Cedar birdhouse',
    description: 'A nesting box for the garden.',
    video,
  });
  await writeStep(page, {
    name: 'Nail the box',
    description: 'Glue and nail the sides to the floor.',
    start: 1,
    end: 4,
  });
  await addFromRepository(page, 'Tool', 'Claw hammer');
  await addFromRepository(page, 'Material', 'Wood glue', 2);
  await expect(stepItems(page, 'Tools')).toContainText('Claw hammer');
  await expect(stepItems(page, 'Tools')).toContainText('16 oz');
  await expect(stepItems(page, 'Materials')).toContainText('Wood glue');
  await screenshot(page, 'journey-repository-1-step-items');
  await saveNewStep(page, 1);
  await openAuthoringView(page, 'Finalize Project');
  await addToShoppingList(page, 'Tools', 'Claw hammer');
  await addToShoppingList(page, 'Materials', 'Wood glue');
  await addToShoppingList(page, 'Materials', 'Wood glue');
  await expect(shoppingQuantity(page, 'Claw hammer')).toHaveValue('1');
  await expect(shoppingQuantity(page, 'Wood glue')).toHaveValue('2');
  await screenshot(page, 'journey-repository-2-buy-list-a');
  await finishProject(page);

  // The tool is edited in the repository.
  await openRepository(page);
  await page.getByRole('button', { name: 'Edit tool Claw hammer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tool' });
  await edit.getByLabel('Tool name').fill('Framing hammer');
  await edit.getByLabel('Specification').fill('20 oz');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Tool "Framing hammer" updated.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tools (1)' })).toBeVisible();

  // Project B: the step's picker offers the edited tool; a buy list of its own.
  await createProjectWithoutAi(page, {
    name: 'Step stool',
    description: 'A two-step stool from one pine board.',
    video,
  });
  await writeStep(page, {
    name: 'Assemble the frame',
    description: 'Glue the rails and hammer the pins home.',
    start: 2,
    end: 6,
  });
  await addFromRepository(page, 'Tool', 'Framing hammer');
  await addFromRepository(page, 'Material', 'Wood glue');
  await expect(stepItems(page, 'Tools')).toContainText('Framing hammer');
  await expect(stepItems(page, 'Tools')).toContainText('20 oz');
  await saveNewStep(page, 1);
  await openAuthoringView(page, 'Finalize Project');
  await addToShoppingList(page, 'Tools', 'Framing hammer');
  await addToShoppingList(page, 'Tools', 'Framing hammer');
  await page.getByLabel('Item name').fill('Sandpaper');
  await page.getByLabel('Specification', { exact: true }).last().fill('120 grit');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(shoppingQuantity(page, 'Framing hammer')).toHaveValue('2');
  await expect(shoppingQuantity(page, 'Sandpaper')).toHaveValue('1');
  await expect(shoppingQuantity(page, 'Wood glue')).toHaveCount(0);
  await finishProject(page);

  // Still one tool and one material: finishing linked the steps to them, made no copies.
  await expect(projectsTab(page, 'Drafts (2)')).toBeVisible();
  await openRepository(page);
  await expect(page.getByRole('tab', { name: 'Tools (1)', selected: true })).toBeVisible();
  await expect(page.getByTestId('repository-item')).toHaveText([/Framing hammer.*20 oz/]);
  await page.getByRole('tab', { name: 'Materials (1)' }).click();
  await expect(page.getByTestId('repository-item')).toHaveText([/Wood glue.*PVA, 250 ml/]);
  await screenshot(page, 'journey-repository-3-repository');
  await openProfile(page);
  await expect(statCard(page, 'Tools in Repository')).toHaveAccessibleName('1 Tools in Repository');
  await expect(statCard(page, 'Materials in Repository')).toHaveAccessibleName(
    '1 Materials in Repository',
  );
  await expect(statCard(page, 'Draft Projects')).toHaveAccessibleName('2 Draft Projects');

  // Project A again: its finished step keeps the tool it was written with; the repository it is
  // offered from shows the edit; its buy list is its own.
  await page.getByRole('link', { name: 'My Projects' }).click();
  await projectsTab(page, 'Drafts (2)').click();
  await projectCard(page, 'Cedar birdhouse').getByRole('link', { name: 'Edit Steps' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authoring: Cedar birdhouse' }),
  ).toBeVisible();
  await selectSidebarStep(page, 1, 'Nail the box');
  await page.getByRole('tab', { name: 'Step Materials' }).click();
  await expect(stepItems(page, 'Tools')).toContainText('Claw hammer');
  await expect(stepItems(page, 'Materials')).toContainText('Wood glue');
  await screenshot(page, 'journey-repository-4-project-a-step');
  await openAuthoringView(page, 'Repository');
  await expect(page.getByRole('tab', { name: 'Tools (1)' })).toBeVisible();
  await expect(page.getByTestId('repository-item')).toHaveText([/Framing hammer.*20 oz/]);
  await openAuthoringView(page, 'Finalize Project');
  await expect(
    page.getByRole('button', { name: 'Add Framing hammer to the shopping list' }),
  ).toBeVisible();
  await expect(shoppingQuantity(page, 'Claw hammer')).toHaveValue('1');
  await expect(shoppingQuantity(page, 'Wood glue')).toHaveValue('2');
  await expect(shoppingQuantity(page, 'Sandpaper')).toHaveCount(0);
  await screenshot(page, 'journey-repository-5-buy-list-a-again');

  // Project B's buy list, from the server.
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
  await projectsTab(page, 'Drafts (2)').click();
  await projectCard(page, 'Step stool').getByRole('link', { name: 'Edit Steps' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authoring: Step stool' }),
  ).toBeVisible();
  await openAuthoringView(page, 'Finalize Project');
  await expect(shoppingQuantity(page, 'Framing hammer')).toHaveValue('2');
  await expect(shoppingQuantity(page, 'Sandpaper')).toHaveValue('1');
  await expect(shoppingQuantity(page, 'Claw hammer')).toHaveCount(0);
  await expect(shoppingQuantity(page, 'Wood glue')).toHaveCount(0);
});
