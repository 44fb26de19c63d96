import type { Step } from '@stepwise/contracts';
import type { Executor } from '../db/database';
import type { JsonText } from '../db/json';
import { stepsJson } from '../db/repositories/steps-json.repository';
import type { Identity } from '../domain/identity';
import { assertSelf, requireOwnedProject } from './access';

/**
 * The owner's project's steps in step_order, each with its annotations (geometry in fractions),
 * tools, materials, supplementary files and the project video it belongs to, as JSON text the
 * database assembles (two statements whatever the number of steps: the ownership check and the
 * list). An empty list marks an incomplete project.
 */
export async function listStepsJson(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<JsonText<Step[]>> {
  assertSelf(actor, claimedUid);
  const project = await requireOwnedProject(db, actor, projectId);
  return (await stepsJson(db, project.project_id)) as string as JsonText<Step[]>;
}

/** The same list as objects (tRPC). */
export async function listSteps(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<Step[]> {
  return JSON.parse(await listStepsJson(db, actor, projectId, claimedUid));
}
