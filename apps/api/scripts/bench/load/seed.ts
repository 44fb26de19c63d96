import { aPayload } from '../../../test/support/finalize';
import { signUpUser } from '../../../test/support/identity';
import type { SignedIn } from './client';
import { projectBody } from './payloads';

/** A simulated creator, prepared before the clock starts: account, token and projects. */
export interface Creator extends SignedIn {
  index: number;
  projects: string[];
}

/** Shapes of the seeded projects (and of every finalize the load sends). */
export const FINALIZE_SHAPE = { annotations: 3, tools: 2, materials: 1, files: 1 } as const;

/** Requests in flight while seeding. */
const SEED_CONCURRENCY = 8;

async function post<T>(api: string, user: SignedIn, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${api}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`seeding: POST ${path} answered ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * One creator as the web app makes them: an Auth emulator account (its ID token kept for the
 * whole run), the sign-up sync (POST /api/users/), then `projects` projects, each created
 * (POST /api/projects/) and finished with `stepsOf(p)` steps (POST /api/upload_steps); every
 * other creator publishes their first one.
 */
async function prepareCreator(
  api: string,
  index: number,
  projects: number,
  stepsOf: (project: number) => number,
): Promise<Creator> {
  const user = await signUpUser(`load-${index}`);
  await post(api, user, '/users/', {
    username: `Load Creator ${index + 1}`,
    email: user.email,
    firebase_uid: user.uid,
    is_creator: true,
  });
  const ids: string[] = [];
  for (let p = 0; p < projects; p++) {
    const { project_id } = await post<{ project_id: string }>(
      api,
      user,
      '/projects/',
      projectBody(user.uid, p),
    );
    ids.push(project_id);
    await post(
      api,
      user,
      '/upload_steps',
      aPayload(user, project_id, { steps: stepsOf(p), ...FINALIZE_SHAPE }),
    );
    if (p === 0 && index % 2 === 0) {
      await post(api, user, `/projects/${project_id}/toggle-publication`, {
        firebase_uid: user.uid,
      });
    }
  }
  return { index, uid: user.uid, email: user.email, idToken: user.idToken, projects: ids };
}

/** `count` creators, prepared a few at a time; any failure stops the bench. */
export async function prepareCreators(
  api: string,
  options: {
    count: number;
    projects: number;
    stepsOf: (creator: number, project: number) => number;
  },
): Promise<Creator[]> {
  const creators: Creator[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.count) {
      const index = next++;
      creators[index] = await prepareCreator(api, index, options.projects, (p) =>
        options.stepsOf(index, p),
      );
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return creators;
}
