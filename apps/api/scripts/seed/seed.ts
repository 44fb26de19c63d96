/**
 * `pnpm seed`: a demo creator (and a friend whose projects the demo likes, saves and comments on)
 * signed up in the Auth emulator, with repository items, published and draft projects with steps,
 * buy lists, likes, saves, comments and search terms, written through the real REST API.
 * Run by scripts/seed.mjs against a running Stepwise.
 */
import type { FinalizeInput, StepInput } from '@stepwise/contracts';
import {
  DEMO_MATERIALS,
  DEMO_PROJECTS,
  DEMO_TOOLS,
  FRIEND_PROJECTS,
  SEARCH_TERMS,
  type SeedProject,
} from './seed-content';

const API = process.env.SEED_API_URL as string;
const AUTH = process.env.SEED_AUTH_EMULATOR_URL as string;
const PASSWORD = 'stepwise-demo';

interface Account {
  uid: string;
  email: string;
  username: string;
  idToken: string;
}

async function identity(path: string, body: object) {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return { ok: res.ok, body: (await res.json()) as Record<string, unknown> };
}

/** Signs the account up, or in when it already exists. */
async function account(email: string, username: string): Promise<Account> {
  let res = await identity('accounts:signUp', { email, password: PASSWORD, displayName: username });
  if (!res.ok) res = await identity('accounts:signInWithPassword', { email, password: PASSWORD });
  if (!res.ok) throw new Error(`could not sign ${email} in: ${JSON.stringify(res.body)}`);
  return { uid: res.body.localId as string, email, username, idToken: res.body.idToken as string };
}

async function api(who: Account, method: string, path: string, body?: unknown) {
  const res = await fetch(`${API}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.idToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function must(who: Account, method: string, path: string, body?: unknown) {
  const res = await api(who, method, path, body);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function ensureUserRecord(who: Account) {
  const res = await api(who, 'POST', '/users/', {
    username: who.username,
    email: who.email,
    firebase_uid: who.uid,
    is_creator: true,
  });
  if (res.status !== 201 && res.status !== 400) {
    throw new Error(`creating ${who.email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

function stepPayload(
  who: Account,
  projectId: string,
  step: SeedProject['steps'][number],
  order: number,
): StepInput {
  const [start, end] = step.seconds;
  const frameMs = Math.round(((start + end) / 2) * 1000);
  return {
    name: step.name,
    description: step.description,
    video_start_time_ms: start * 1000,
    video_end_time_ms: end * 1000,
    cautionary_notes: step.caution,
    best_practice_notes: step.practice,
    associated_video_index: 0,
    associated_video_path: `users/${who.uid}/videos/${projectId}-main.mp4`,
    step_order: order,
    annotations: step.labels.map((label, k) => ({
      frame_timestamp_ms: frameMs,
      annotation_type: k % 2 === 0 ? 'rectangle' : 'oval',
      component_name: label,
      data: {
        type: k % 2 === 0 ? 'rectangle' : 'oval',
        x: 0.15 + 0.3 * k,
        y: 0.2,
        width: 0.25,
        height: 0.3,
      },
      frame_image_path: `users/${who.uid}/${projectId}/annotation_frames/frame_${frameMs}.jpg`,
    })),
    tools: step.tools.map(([name, specification, quantity]) => ({
      quantity,
      tool: { name, specification, purchase_link: null, image_file: null },
    })),
    materials: step.materials.map(([name, specification, quantity]) => ({
      quantity,
      material: { name, specification, purchase_link: null, image_file: null },
    })),
    supplementary_files: [],
    validation_metric: { question: step.question, expected_answer: step.answer },
    result_image_url: null,
    result_image_path: null,
    is_ai_generated: order === 0,
  };
}

async function createProject(who: Account, project: SeedProject): Promise<string> {
  const created = await must(who, 'POST', '/projects/', {
    name: project.name,
    description: project.description,
    tags: project.tags,
    firebase_uid: who.uid,
    UploadVideos: [
      {
        name: `${project.name}.mp4`,
        url: `/files/users/${who.uid}/videos/${encodeURIComponent(project.name)}.mp4`,
        path: `users/${who.uid}/videos/${project.name}.mp4`,
      },
    ],
    frame_url: null,
    ai_breakdown_data: null,
    ShortFormVideo: null,
  });
  const projectId = created.project_id as string;
  const payload: FinalizeInput = {
    project_id: projectId,
    project_name: project.name,
    user_id: who.uid,
    steps: project.steps.map((s, i) => stepPayload(who, projectId, s, i)),
    buy_list: project.steps.flatMap((s) =>
      s.materials.map(([name, specification, quantity]) => ({
        name,
        specification,
        quantity,
        purchase_link: null,
      })),
    ),
    thumbnail_path: null,
    auto_generate_buy_list: false,
  };
  await must(who, 'POST', '/upload_steps', payload);
  if (project.published) {
    await must(who, 'POST', `/projects/${projectId}/toggle-publication`, { firebase_uid: who.uid });
  }
  return projectId;
}

async function main() {
  const demo = await account('demo@stepwise.test', 'Demo Creator');
  const friend = await account('sam@stepwise.test', 'Sam Rivera');
  await ensureUserRecord(demo);
  await ensureUserRecord(friend);

  const existing = await must(demo, 'GET', `/users/${demo.uid}/projects`);
  if (existing.published.length + existing.unpublished.length > 0) {
    console.log('The demo creator already has projects: nothing to do.');
  } else {
    for (const [name, specification, purchase_link] of DEMO_TOOLS) {
      await must(demo, 'POST', `/users/${demo.uid}/tools`, {
        name,
        specification,
        purchase_link,
        image_path: null,
      });
    }
    for (const [name, specification, purchase_link] of DEMO_MATERIALS) {
      await must(demo, 'POST', `/users/${demo.uid}/materials`, {
        name,
        specification,
        purchase_link,
        image_path: null,
      });
    }
    const demoProjects: string[] = [];
    for (const project of DEMO_PROJECTS) demoProjects.push(await createProject(demo, project));
    const friendProjects: string[] = [];
    for (const project of FRIEND_PROJECTS)
      friendProjects.push(await createProject(friend, project));

    for (const id of friendProjects) {
      await must(demo, 'POST', `/projects/${id}/like`);
      await must(demo, 'POST', `/projects/${id}/save`);
      await must(demo, 'POST', `/projects/${id}/comments`, {
        comment_text: 'Clear steps and great close-ups. Thanks for sharing!',
      });
    }
    const [birdhouse, circuit] = demoProjects as [string, string];
    await must(friend, 'POST', `/projects/${birdhouse}/like`);
    await must(friend, 'POST', `/projects/${birdhouse}/comments`, {
      comment_text: 'Built one this weekend!',
    });
    await must(friend, 'POST', `/projects/${circuit}/like`);
    for (const term of SEARCH_TERMS) {
      await must(demo, 'POST', `/users/${demo.uid}/search_history`, { term });
    }
  }
  console.log(`
  Demo data is ready. Sign in at ${API}/login with

    e-mail    demo@stepwise.test
    password  ${PASSWORD}

  (a second creator, sam@stepwise.test, same password, owns the projects the demo liked)
`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
