import type { Step } from '@stepwise/contracts';
import type { Executor } from '../db/database';
import type { JsonText } from '../db/json';
import { ownedStepsJson } from '../db/repositories/steps-json.repository';
import type { Identity } from '../domain/identity';
import { assertOwner, assertProjectIdFormat, assertSelf } from './access';

/**
 * The owner's project's steps in step_order, each with its annotations (geometry in fractions),
 * tools, materials, supplementary files and the project video it belongs to, as JSON text the
 * database assembles (one statement whatever the number of steps: the ownership check and the
 * list together). An empty list marks an incomplete project.
 */
export async function listStepsJson(
  db: Executor,
  actor: Identity,
  projectId: string,
  claimedUid?: string,
): Promise<JsonText<Step[]>> {
  assertSelf(actor, claimedUid);
  assertProjectIdFormat(projectId);
  const project = await ownedStepsJson(db, projectId, actor.uid);
  assertOwner(project, actor);
  // The owner's project always has its list (`[]` without steps).
  return (project.body ?? '[]') as string as JsonText<Step[]>;
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
