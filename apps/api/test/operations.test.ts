import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyListOperations } from '../src/operations/buy-list';
import type { OperationTable } from '../src/operations/define';
import { draftsOperations } from '../src/operations/drafts';
import { filesOperations } from '../src/operations/files';
import { finalizeOperations } from '../src/operations/finalize';
import { guidesOperations } from '../src/operations/guides';
import { learningOperations } from '../src/operations/learning';
import { mediaOperations } from '../src/operations/media';
import { profileOperations } from '../src/operations/profile';
import { projectsOperations } from '../src/operations/projects';
import { repositoryOperations } from '../src/operations/repository';
import { stepsOperations } from '../src/operations/steps';
import { usersOperations } from '../src/operations/users';
import { buildTestApp } from './support/app';
import { aBlankDraft } from './support/drafts';
import { aPayload, aProjectOf } from './support/finalize';
import { bearer, createCreator, signUpUser, type TestUser } from './support/identity';
import { aGuide, createLearner } from './support/learning';

/**
 * The operation tables (src/operations) serve each operation over REST and tRPC: the REST paths
 * are documented, and the two transports answer one call alike.
 */

const tables: Record<string, OperationTable> = {
  users: usersOperations,
  repository: repositoryOperations,
  projects: projectsOperations,
  profile: profileOperations,
  steps: stepsOperations,
  finalize: finalizeOperations,
  buyList: buyListOperations,
  drafts: draftsOperations,
  files: filesOperations,
  guides: guidesOperations,
  learning: learningOperations,
  media: mediaOperations,
};

/** The REST calls of the converted domains, as the spec and the clients know them. */
const REST_CALLS = [
  'post /api/users/',
  'get /api/users/{uid}',
  'get /api/users/{uid}/tools',
  'post /api/users/{uid}/tools',
  'patch /api/users/{uid}/tools/{tool_id}',
  'delete /api/users/{uid}/tools/{tool_id}',
  'get /api/users/{uid}/materials',
  'post /api/users/{uid}/materials',
  'patch /api/users/{uid}/materials/{material_id}',
  'delete /api/users/{uid}/materials/{material_id}',
  'post /api/projects/',
  'post /api/projects/cleanup-incomplete',
  'get /api/projects/{projectId}',
  'delete /api/projects/{projectId}',
  'post /api/projects/{projectId}/toggle-publication',
  'patch /api/projects/{projectId}/thumbnail',
  'get /api/projects/{projectId}/files',
  'get /api/users/{uid}/projects',
  'get /api/users/{uid}/liked_projects',
  'get /api/users/{uid}/saved_projects',
  'get /api/users/{uid}/comments',
  'get /api/users/{uid}/search_history',
  'post /api/users/{uid}/search_history',
  'post /api/projects/{projectId}/like',
  'delete /api/projects/{projectId}/like',
  'post /api/projects/{projectId}/save',
  'delete /api/projects/{projectId}/save',
  'post /api/projects/{projectId}/comments',
  'get /api/projects/{projectId}/comments',
  'get /api/projects/{projectId}/steps',
  'post /api/upload_steps',
  'get /api/projects/{projectId}/buy_list',
  'patch /api/projects/{projectId}/buy_list',
  'delete /api/projects/{projectId}/buy_list',
  'get /api/projects/{projectId}/draft',
  'put /api/projects/{projectId}/draft',
  'delete /api/projects/{projectId}/draft',
  'post /api/files/sign',
  'get /api/guides',
  'get /api/guides/{projectId}',
  'get /api/guides/{projectId}/progress',
  'put /api/guides/{projectId}/progress',
  'post /api/guides/{projectId}/steps/{stepId}/answer',
  'delete /api/comments/{commentId}',
  'get /api/projects/{projectId}/insights',
  'post /api/transcribe',
  'post /api/analyze-transcript',
];

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let learner: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  learner = await createLearner(ctx.app, 'lena');
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function rest(user: TestUser, method: Method, url: string, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as unknown;
}

async function trpc(user: TestUser, path: string, input: unknown) {
  const [domain = '', name = ''] = path.split('.');
  const kind = tables[domain]?.[name]?.kind;
  const res =
    kind === 'query'
      ? await ctx.app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers: bearer(user),
        })
      : await ctx.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...bearer(user), 'content-type': 'application/json' },
          payload: JSON.stringify(input),
        });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return (res.json() as { result: { data: unknown } }).result.data;
}

/** A short clip of real human speech (Debian's pocketsphinx-testdata), 16 kHz mono. */
const SPEECH_CLIP = '/usr/share/pocketsphinx/test/data/cards/001.wav';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g;

/** A reply with its fresh ids and times blanked: two creations compare alike. */
function blanked(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body).replace(UUID, '<id>').replace(TIME, '<time>'));
}

const pairs = new Set<string>();
/** One REST call and one tRPC call of `operation`, expected to answer the same body. */
async function expectSame(
  operation: string,
  viaRest: () => Promise<unknown>,
  viaTrpc: () => Promise<unknown>,
  compare: (body: unknown) => unknown = (body) => body,
) {
  const restBody = compare(await viaRest());
  const trpcBody = compare(await viaTrpc());
  expect(trpcBody, operation).toEqual(restBody);
  pairs.add(operation);
}

describe('operation tables', () => {
  it('the OpenAPI document lists every REST path of the converted domains', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method} ${path}`),
      ),
    );
    const declared = Object.values(tables).flatMap((table) =>
      Object.values(table).flatMap((operation) =>
        operation.rest.map(
          (binding) =>
            `${binding.method.toLowerCase()} /api${binding.path.replace(/:(\w+)/g, '{$1}')}`,
        ),
      ),
    );
    expect(new Set(declared)).toEqual(new Set(REST_CALLS));
    expect(REST_CALLS.filter((call) => !listed.has(call))).toEqual([]);
  });

  it('answers one call of each operation alike over REST and tRPC', async () => {
    const uid = alice.uid;
    const blankUsers = (body: unknown) =>
      JSON.parse(
        JSON.stringify(blanked(body)).replaceAll(
          /"(user_id|uid|firebase_uid|email|username)":"[^"]*"/g,
          '"$1":"<user>"',
        ),
      );

    // users
    await expectSame(
      'users.get',
      () => rest(alice, 'GET', `/users/${uid}`),
      () => trpc(alice, 'users.get', { uid }),
    );
    const twin = async (create: (user: TestUser) => Promise<unknown>) =>
      create(await signUpUser('twin'));
    await expectSame(
      'users.create',
      () =>
        twin((u) =>
          rest(u, 'POST', '/users/', { username: 'twin', email: u.email, firebase_uid: u.uid }),
        ),
      () =>
        twin((u) =>
          trpc(u, 'users.create', { username: 'twin', email: u.email, firebase_uid: u.uid }),
        ),
      blankUsers,
    );

    // repository
    const tool = { name: 'Saw', specification: '24 in', purchase_link: null, image_path: null };
    const toolIds: string[] = [];
    const keepId = (body: unknown) => {
      toolIds.push((body as { tool_id: string }).tool_id);
      return body;
    };
    await expectSame(
      'repository.create',
      () => rest(alice, 'POST', `/users/${uid}/tools`, tool).then(keepId),
      () => trpc(alice, 'repository.create', { kind: 'tools', ...tool }).then(keepId),
      blanked,
    );
    await expectSame(
      'repository.list',
      () => rest(alice, 'GET', `/users/${uid}/tools`),
      () => trpc(alice, 'repository.list', { kind: 'tools' }),
    );
    await expectSame(
      'repository.update',
      () => rest(alice, 'PATCH', `/users/${uid}/tools/${toolIds[0]}`, { name: 'Jigsaw' }),
      () =>
        trpc(alice, 'repository.update', { kind: 'tools', item_id: toolIds[1], name: 'Jigsaw' }),
      blanked,
    );
    await expectSame(
      'repository.delete',
      () => rest(alice, 'DELETE', `/users/${uid}/tools/${toolIds[0]}`),
      () => trpc(alice, 'repository.delete', { kind: 'tools', item_id: toolIds[1] }),
    );

    // projects: two of everything a write changes, one per transport
    const video = (name: string) => ({
      name,
      url: `/files/users/${uid}/videos/${name}`,
      path: `users/${uid}/videos/${name}`,
      mime_type: 'video/mp4',
      file_size_bytes: 1234,
    });
    const project = {
      name: 'Birdhouse',
      description: 'Build a birdhouse.',
      tags: ['Woodworking'],
      firebase_uid: uid,
      UploadVideos: [video('a.mp4')],
      frame_url: null,
      ai_breakdown_data: null,
      ShortFormVideo: null,
    };
    const created: string[] = [];
    const keepProject = (body: unknown) => {
      created.push((body as { project_id: string }).project_id);
      return body;
    };
    await expectSame(
      'projects.create',
      () => rest(alice, 'POST', '/projects/', project).then(keepProject),
      () => trpc(alice, 'projects.create', project).then(keepProject),
      blanked,
    );
    const [one = '', two = ''] = created;
    await expectSame(
      'projects.get',
      () => rest(alice, 'GET', `/projects/${one}`),
      () => trpc(alice, 'projects.get', { project_id: one }),
    );
    await expectSame(
      'projects.files',
      () => rest(alice, 'GET', `/projects/${one}/files`),
      () => trpc(alice, 'projects.files', { project_id: one }),
    );
    await expectSame(
      'finalize.submit',
      () => rest(alice, 'POST', '/upload_steps', aPayload(alice, one)),
      () => trpc(alice, 'finalize.submit', aPayload(alice, two)),
      blanked,
    );
    await expectSame(
      'steps.list',
      () => rest(alice, 'GET', `/projects/${one}/steps`),
      () => trpc(alice, 'steps.list', { project_id: one }),
    );
    await expectSame(
      'projects.updateThumbnail',
      () =>
        rest(alice, 'PATCH', `/projects/${one}/thumbnail`, {
          firebase_uid: uid,
          thumbnail_path: `users/${uid}/${one}/thumbnails/cover.jpg`,
        }),
      () =>
        trpc(alice, 'projects.updateThumbnail', {
          project_id: two,
          thumbnail_path: `users/${uid}/${two}/thumbnails/cover.jpg`,
        }),
      blanked,
    );
    await expectSame(
      'projects.togglePublication',
      () => rest(alice, 'POST', `/projects/${one}/toggle-publication`, { firebase_uid: uid }),
      () => trpc(alice, 'projects.togglePublication', { project_id: two }),
    );
    await expectSame(
      'projects.list',
      () => rest(alice, 'GET', `/users/${uid}/projects`),
      () => trpc(alice, 'projects.list', { uid }),
    );
    await expectSame(
      'projects.cleanupIncomplete',
      () => rest(alice, 'POST', '/projects/cleanup-incomplete'),
      () => trpc(alice, 'projects.cleanupIncomplete', {}),
    );
    const spares = [await aProjectOf(ctx.db, alice), await aProjectOf(ctx.db, alice)];
    await expectSame(
      'projects.delete',
      () => rest(alice, 'DELETE', `/projects/${spares[0]}`),
      () => trpc(alice, 'projects.delete', { project_id: spares[1] }),
    );

    // buy list and drafts
    const items = [{ name: 'Nails', quantity: 3, specification: null, purchase_link: null }];
    await expectSame(
      'buyList.replace',
      () => rest(alice, 'PATCH', `/projects/${one}/buy_list`, items),
      () => trpc(alice, 'buyList.replace', { project_id: two, items }),
      blanked,
    );
    await expectSame(
      'buyList.get',
      () => rest(alice, 'GET', `/projects/${one}/buy_list`),
      () => trpc(alice, 'buyList.get', { project_id: one }),
    );
    await expectSame(
      'buyList.clear',
      () => rest(alice, 'DELETE', `/projects/${one}/buy_list`),
      () => trpc(alice, 'buyList.clear', { project_id: two }),
    );
    const draft = aBlankDraft('Cut the board');
    await expectSame(
      'drafts.save',
      () => rest(alice, 'PUT', `/projects/${one}/draft`, { draft, base_revision: null }),
      () => trpc(alice, 'drafts.save', { project_id: two, draft, base_revision: null }),
      blanked,
    );
    await expectSame(
      'drafts.get',
      () => rest(alice, 'GET', `/projects/${one}/draft`),
      () => trpc(alice, 'drafts.get', { project_id: one }),
    );
    await expectSame(
      'drafts.clear',
      () => rest(alice, 'DELETE', `/projects/${one}/draft`),
      () => trpc(alice, 'drafts.clear', { project_id: two }),
    );

    // files: every call mints new signatures, so the paths signed are compared
    const paths = [`users/${uid}/videos/a.mp4`];
    await expectSame(
      'files.sign',
      () => rest(alice, 'POST', '/files/sign', { paths }),
      () => trpc(alice, 'files.sign', { paths }),
      (body) => Object.keys((body as { urls: Record<string, string> }).urls),
    );

    // profile, on alice's published project `one`
    for (const [operation, method, path] of [
      ['profile.like', 'POST', 'like'],
      ['profile.unlike', 'DELETE', 'like'],
      ['profile.save', 'POST', 'save'],
      ['profile.unsave', 'DELETE', 'save'],
    ] as const) {
      await expectSame(
        operation,
        () => rest(learner, method, `/projects/${one}/${path}`),
        () => trpc(learner, operation, { project_id: one }),
      );
    }
    await rest(learner, 'POST', `/projects/${one}/like`);
    await rest(learner, 'POST', `/projects/${one}/save`);
    await expectSame(
      'profile.addSearchTerm',
      () => rest(learner, 'POST', `/users/${learner.uid}/search_history`, { term: 'birdhouse' }),
      () => trpc(learner, 'profile.addSearchTerm', { uid: learner.uid, term: 'birdhouse' }),
      blanked,
    );
    const commentIds: string[] = [];
    const keepComment = (body: unknown) => {
      commentIds.push((body as { comment_id: string }).comment_id);
      return body;
    };
    await expectSame(
      'profile.addComment',
      () =>
        rest(learner, 'POST', `/projects/${one}/comments`, { comment_text: 'Nice' }).then(
          keepComment,
        ),
      () =>
        trpc(learner, 'profile.addComment', { project_id: one, comment_text: 'Nice' }).then(
          keepComment,
        ),
      blanked,
    );
    for (const [operation, list] of [
      ['profile.likedProjects', 'liked_projects'],
      ['profile.savedProjects', 'saved_projects'],
      ['profile.comments', 'comments'],
      ['profile.searchHistory', 'search_history'],
    ] as const) {
      await expectSame(
        operation,
        () => rest(learner, 'GET', `/users/${learner.uid}/${list}?limit=5`),
        () => trpc(learner, operation, { uid: learner.uid, limit: 5 }),
      );
    }

    // guides and learning, on a seeded guide with questions
    const guide = await aGuide(ctx, alice);
    const [first = ''] = guide.stepIds;
    await rest(learner, 'GET', `/guides/${guide.projectId}`); // counts the day's one view
    await expectSame(
      'guides.get',
      () => rest(learner, 'GET', `/guides/${guide.projectId}`),
      () => trpc(learner, 'guides.get', { project_id: guide.projectId }),
      (body) => JSON.parse(JSON.stringify(body).replace(/\?[^"]*/g, '')),
    );
    await expectSame(
      'guides.list',
      () => rest(learner, 'GET', '/guides?limit=5'),
      () => trpc(learner, 'guides.list', { limit: 5 }),
      (body) => JSON.parse(JSON.stringify(body).replace(/\?[^"]*/g, '')),
    );
    await expectSame(
      'learning.saveProgress',
      () => rest(learner, 'PUT', `/guides/${guide.projectId}/progress`, { current_step_id: first }),
      () =>
        trpc(learner, 'learning.saveProgress', {
          project_id: guide.projectId,
          current_step_id: first,
        }),
      blanked,
    );
    await expectSame(
      'learning.progress',
      () => rest(learner, 'GET', `/guides/${guide.projectId}/progress`),
      () => trpc(learner, 'learning.progress', { project_id: guide.projectId }),
    );
    await expectSame(
      'learning.checkAnswer',
      () =>
        rest(learner, 'POST', `/guides/${guide.projectId}/steps/${first}/answer`, {
          answer: 'three',
        }),
      () => trpc(learner, 'learning.checkAnswer', { step_id: first, answer: 'three' }),
      blanked,
    );
    await expectSame(
      'learning.comments',
      () => rest(learner, 'GET', `/projects/${one}/comments?limit=5`),
      () => trpc(learner, 'learning.comments', { project_id: one, limit: 5 }),
    );
    await expectSame(
      'learning.deleteComment',
      () => rest(learner, 'DELETE', `/comments/${commentIds[0]}`),
      () => trpc(learner, 'learning.deleteComment', { comment_id: commentIds[1] }),
      blanked,
    );
    await expectSame(
      'learning.insights',
      () => rest(alice, 'GET', `/projects/${guide.projectId}/insights`),
      () => trpc(alice, 'learning.insights', { project_id: guide.projectId }),
    );

    // media: a clip of real speech stored as the caller's audio, then its transcript analysed.
    const audioPath = `users/${uid}/audio/operations-clip.wav`;
    await ctx.app.objects.putFile(audioPath, SPEECH_CLIP, {
      contentType: 'audio/wav',
      name: 'operations-clip.wav',
    });
    const audio = { audio_url: `/files/${audioPath}`, language_code: 'en-US' };
    await expectSame(
      'media.transcribe',
      () => rest(alice, 'POST', '/transcribe', audio),
      () => trpc(alice, 'media.transcribe', audio),
    );
    const narration = {
      transcript:
        'First measure the shelf and mark the middle with a pencil. Then drill a pilot hole with a drill.',
      video_metadata: { filename: 'shelf.mp4', duration: 20, size: 1000 },
      project_context: { name: 'Hang a shelf', description: '', tags: ['Woodworking'] },
    };
    await expectSame(
      'media.analyzeTranscript',
      () => rest(alice, 'POST', '/analyze-transcript', narration),
      () => trpc(alice, 'media.analyzeTranscript', narration),
    );

    // Every operation with a REST path was compared (learning.addComment and the breakdown jobs
    // are tRPC only).
    const served = Object.entries(tables).flatMap(([domain, table]) =>
      Object.entries(table)
        .filter(([, operation]) => operation.rest.length > 0)
        .map(([name]) => `${domain}.${name}`),
    );
    expect(served.filter((operation) => !pairs.has(operation))).toEqual([]);
  });
});
