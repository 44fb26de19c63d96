import {
  type AuthoringDraft,
  DRAFT_MAX_BYTES,
  draftByteSize,
  draftMessages,
  messages,
  type StepRecord,
} from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { aPayload, aProjectOf, finalize, trpcCall } from './support/finalize';
import { bearer, type TestUser } from './support/identity';
import { MISSING_ID } from './support/projects';

/** The autosaved editor draft (issue #9 "Never lose work") over REST and tRPC, on real Postgres. */

const h = useTwoCreators();

function aStep(uid: string, overrides: Partial<StepRecord> = {}): StepRecord {
  const folder = `users/${uid}/project`;
  return {
    id: null,
    videoIndex: 0,
    name: 'Cut the board',
    description: 'Saw along the pencil line.\nKeep the blade straight.',
    cautionaryNotes: 'Wear goggles.',
    bestPracticeNotes: '',
    validationQuestion: 'Is the edge straight?',
    validationAnswer: '',
    startMs: 1_234,
    endMs: 7_500,
    annotations: [
      {
        text: 'Blade guard',
        frameTimestampMs: 2_000,
        frameImagePath: `${folder}/annotation_frames/frame_2000.jpg`,
        geometry: { type: 'rectangle', x: 0.125, y: 1 / 3, width: 0.5, height: 0.001 },
      },
      {
        text: 'Grip here',
        frameTimestampMs: 2_000,
        frameImagePath: null,
        geometry: { type: 'point', x: 1, y: 0, width: 0, height: 0 },
      },
    ],
    tools: [
      {
        name: 'Saw',
        specification: 'Japanese pull saw',
        purchaseLink: 'https://shop.example.com/saw',
        quantity: 1,
        imageUrl: `/files/${folder}/tools/saw.jpg`,
        imagePath: `${folder}/tools/saw.jpg`,
        repositoryId: '5d9f3c1e-0000-4000-8000-000000000001',
      },
    ],
    materials: [
      {
        name: 'Pine board',
        specification: '',
        purchaseLink: '',
        quantity: 2,
        imageUrl: null,
        imagePath: null,
        repositoryId: null,
      },
    ],
    supplementaryFiles: [
      {
        displayName: 'Cut plan',
        originalFilename: 'plan.pdf',
        fileSizeBytes: 20_480,
        mimeType: 'application/pdf',
        fileUrl: `/files/${folder}/supplementary_files/plan.pdf`,
        filePath: `${folder}/supplementary_files/plan.pdf`,
      },
    ],
    resultImage: {
      name: 'cut.jpg',
      type: 'image/jpeg',
      size: 123_456,
      imageUrl: `/files/${folder}/result_images/cut.jpg`,
      imagePath: `${folder}/result_images/cut.jpg`,
      hasExistingImage: false,
    },
    isAiGenerated: false,
    isFinalized: false,
    ...overrides,
  };
}

function aDraft(uid: string, overrides: Partial<AuthoringDraft> = {}): AuthoringDraft {
  return {
    version: 2,
    steps: [
      aStep(uid, { id: 'ai-step-1', isAiGenerated: true, name: 'Measure 📏' }),
      aStep(uid, { id: null, videoIndex: 1, startMs: null, endMs: null }),
    ],
    currentIndex: 1,
    step: aStep(uid, { name: '', description: '  half typed', endMs: null }),
    videoIndex: 1,
    ...overrides,
  };
}

type Method = 'GET' | 'PUT' | 'DELETE';

function rest(user: TestUser | null, method: Method, projectId: string, payload?: unknown) {
  return h.ctx.app.inject({
    method,
    url: `/api/projects/${projectId}/draft`,
    headers: user ? bearer(user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function storedRow(projectId: string) {
  return h.ctx.db
    .selectFrom('authoring_drafts')
    .select(['firebase_uid', 'revision', 'data'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** A draft of `steps` steps with long texts: about 30 KB a step. */
function aBigDraft(uid: string, steps: number): AuthoringDraft {
  const step = aStep(uid, {
    description: 'd'.repeat(10_000),
    cautionaryNotes: 'c'.repeat(10_000),
    bestPracticeNotes: 'b'.repeat(10_000),
  });
  return aDraft(uid, { steps: Array.from({ length: steps }, () => step), currentIndex: -1 });
}

describe('drafts over REST', () => {
  it('saves, reads back exactly, counts revisions, refuses a stale revision and clears', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const none = await rest(h.alice, 'GET', projectId);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: draftMessages.notFound });

    const draft = aDraft(h.alice.uid);
    const first = await rest(h.alice, 'PUT', projectId, { draft, base_revision: 0 });
    expect(first.statusCode).toBe(200);
    // A save answers its revision and time, not the draft it was sent.
    expect(first.json()).toEqual({
      project_id: projectId,
      revision: 1,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const read = await rest(h.alice, 'GET', projectId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...first.json(), draft });

    const edited = { ...draft, step: { ...draft.step, name: 'Sand the edges' } };
    const second = await rest(h.alice, 'PUT', projectId, { draft: edited, base_revision: 1 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ revision: 2 });
    expect((await rest(h.alice, 'GET', projectId)).json()).toMatchObject({ draft: edited });

    // Another tab still holds revision 1.
    const stale = await rest(h.alice, 'PUT', projectId, { draft, base_revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: draftMessages.conflict });
    // So does a tab that believes nothing was saved yet.
    const fresh = await rest(h.alice, 'PUT', projectId, { draft, base_revision: 0 });
    expect(fresh.statusCode).toBe(409);
    expect((await rest(h.alice, 'GET', projectId)).json()).toMatchObject({
      draft: edited,
      revision: 2,
    });

    // Null (or no base_revision at all) overwrites.
    const overwritten = await rest(h.alice, 'PUT', projectId, { draft, base_revision: null });
    expect(overwritten.json()).toMatchObject({ revision: 3 });
    expect((await rest(h.alice, 'GET', projectId)).json()).toMatchObject({ draft });
    expect((await rest(h.alice, 'PUT', projectId, { draft })).json().revision).toBe(4);

    const cleared = await rest(h.alice, 'DELETE', projectId);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: draftMessages.cleared });
    expect((await rest(h.alice, 'GET', projectId)).statusCode).toBe(404);
    expect(await storedRow(projectId)).toBeUndefined();
    // Clearing twice is fine; a save based on the cleared draft is refused.
    expect((await rest(h.alice, 'DELETE', projectId)).statusCode).toBe(200);
    const afterClear = await rest(h.alice, 'PUT', projectId, { draft, base_revision: 4 });
    expect(afterClear.statusCode).toBe(409);
  });

  it('drops the file handles, never trusts a uid in the body and keeps the owner', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const draft = aDraft(h.alice.uid);
    const withHandles = {
      ...draft,
      step: {
        ...draft.step,
        supplementaryFiles: draft.step.supplementaryFiles.map((f) => ({ ...f, file: {} })),
        resultImage: { ...draft.step.resultImage, file: {} },
      },
    };
    const res = await rest(h.alice, 'PUT', projectId, {
      draft: withHandles,
      base_revision: null,
      firebase_uid: h.bob.uid,
    });
    expect(res.statusCode).toBe(200);
    expect((await rest(h.alice, 'GET', projectId)).json().draft).toEqual(draft);
    const row = await storedRow(projectId);
    expect(row).toMatchObject({ firebase_uid: h.alice.uid, revision: 1, data: draft });

    // Half an emoji (a lone surrogate) cannot be stored as JSON: it becomes U+FFFD, not a failure.
    const broken = { ...draft, step: { ...draft.step, name: 'Saw \uD83E' } };
    const repaired = await rest(h.alice, 'PUT', projectId, { draft: broken, base_revision: 1 });
    expect(repaired.statusCode).toBe(200);
    expect((await rest(h.alice, 'GET', projectId)).json().draft.step.name).toBe('Saw \uFFFD');
    expect((await storedRow(projectId))?.data.step.name).toBe('Saw \uFFFD');
  });

  it('answers 400 with a detail for invalid drafts and stores nothing', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const draft = aDraft(h.alice.uid);
    const [annotation] = draft.step.annotations;
    if (!annotation) throw new Error('an annotation expected');
    const cases: [string, unknown, RegExp][] = [
      [
        'geometry past the frame',
        {
          ...draft,
          step: {
            ...draft.step,
            annotations: [{ ...annotation, geometry: { ...annotation.geometry, width: 1.5 } }],
          },
        },
        /^body\.draft\.step\.annotations\.0\.geometry\.width: /,
      ],
      [
        'an unknown shape',
        {
          ...draft,
          step: {
            ...draft.step,
            annotations: [{ ...annotation, geometry: { ...annotation.geometry, type: 'star' } }],
          },
        },
        /^body\.draft\.step\.annotations\.0\.geometry\.type: /,
      ],
      [
        'a negative start time',
        { ...draft, steps: [draft.steps[0], { ...draft.steps[1], startMs: -2 }] },
        /^body\.draft\.steps\.1\.startMs: /,
      ],
      ['another version', { ...draft, version: 3 }, /^body\.draft\.version: /],
      ['an index past the steps', { ...draft, currentIndex: 2 }, /currentIndex/],
      ['no step', { ...draft, step: null }, /^body\.draft\.step: /],
    ];
    for (const [label, bad, detail] of cases) {
      const res = await rest(h.alice, 'PUT', projectId, { draft: bad, base_revision: null });
      expect(res.statusCode, label).toBe(400);
      expect(res.json().detail, label).toMatch(detail);
    }
    const negative = await rest(h.alice, 'PUT', projectId, {
      draft: { ...draft, step: { ...draft.step, endMs: -1 } },
    });
    expect(negative.json().detail).toContain('End time must not be negative.');
    const noDraft = await rest(h.alice, 'PUT', projectId, { base_revision: null });
    expect(noDraft.statusCode).toBe(400);
    const badBase = await rest(h.alice, 'PUT', projectId, { draft, base_revision: -1 });
    expect(badBase.statusCode).toBe(400);
    expect(badBase.json().detail).toMatch(/^body\.base_revision: /);
    expect(await storedRow(projectId)).toBeUndefined();
  });

  it('stores a version 1 draft (seconds, percent) from a tab opened before version 2 as version 2', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const current = aDraft(h.alice.uid);
    const toV1 = (step: (typeof current)['step']) => {
      const { startMs, endMs, annotations, ...rest } = step;
      return {
        ...rest,
        startTime: startMs === null ? null : startMs / 1000,
        endTime: endMs === null ? null : endMs / 1000,
        annotations: annotations.map((annotation) => ({
          ...annotation,
          geometry: {
            ...annotation.geometry,
            x: annotation.geometry.x * 100,
            y: annotation.geometry.y * 100,
            width: annotation.geometry.width * 100,
            height: annotation.geometry.height * 100,
          },
        })),
      };
    };
    const v1 = { ...current, version: 1, steps: current.steps.map(toV1), step: toV1(current.step) };
    const saved = await rest(h.alice, 'PUT', projectId, { draft: v1, base_revision: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await rest(h.alice, 'GET', projectId)).json().draft;
    expect(stored.version).toBe(2);
    expect(stored.step).toMatchObject({ startMs: 1_234, endMs: null });
    expect(stored.steps[0].annotations[0].geometry.x).toBeCloseTo(0.125);
    expect(stored.step).not.toHaveProperty('startTime');
  });

  it('refuses a draft over 4 MB with 413 and keeps the stored one', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const small = aDraft(h.alice.uid);
    await rest(h.alice, 'PUT', projectId, { draft: small });
    const big = aBigDraft(h.alice.uid, 150);
    expect(draftByteSize(big)).toBeGreaterThan(DRAFT_MAX_BYTES);
    const res = await rest(h.alice, 'PUT', projectId, { draft: big, base_revision: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The draft is too large to autosave (over 4 MB).' });
    expect(await storedRow(projectId)).toMatchObject({ revision: 1, data: small });

    // Just under the limit is fine.
    const fits = aBigDraft(h.alice.uid, 120);
    expect(draftByteSize(fits)).toBeLessThan(DRAFT_MAX_BYTES);
    const saved = await rest(h.alice, 'PUT', projectId, { draft: fits, base_revision: 1 });
    expect(saved.statusCode).toBe(200);
    expect((await rest(h.alice, 'GET', projectId)).json().draft).toEqual(fits);
  });

  it('answers 401 without a token, 403 to another creator (changing nothing), 404 and 400 for bad ids', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    const draft = aDraft(h.alice.uid);
    await rest(h.alice, 'PUT', projectId, { draft });

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload =
        method === 'PUT' ? { draft: aDraft(h.bob.uid), base_revision: null } : undefined;
      const anonymous = await rest(null, method, projectId, payload);
      expect(anonymous.statusCode, method).toBe(401);
      expect(anonymous.json().detail, method).toBeTruthy();

      const other = await rest(h.bob, method, projectId, payload);
      expect(other.statusCode, method).toBe(403);
      expect(other.json().detail, method).toBe(messages.annotate.accessDenied);

      const missing = await rest(h.alice, method, MISSING_ID, payload);
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json().detail, method).toBe(messages.annotate.projectNotFound);

      const malformed = await rest(h.alice, method, 'not-a-uuid', payload);
      expect(malformed.statusCode, method).toBe(400);
      expect(malformed.json().detail, method).toBe(messages.annotate.invalidProjectId);
    }
    expect(await storedRow(projectId)).toMatchObject({
      firebase_uid: h.alice.uid,
      revision: 1,
      data: draft,
    });
  });

  it('lets one of two saves based on the same revision win, the other gets 409', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    await rest(h.alice, 'PUT', projectId, { draft: aDraft(h.alice.uid) });
    const tabA = aDraft(h.alice.uid, { videoIndex: 0 });
    const tabB = aDraft(h.alice.uid, { videoIndex: 2 });
    const results = await Promise.all([
      rest(h.alice, 'PUT', projectId, { draft: tabA, base_revision: 1 }),
      rest(h.alice, 'PUT', projectId, { draft: tabB, base_revision: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect(winner.revision).toBe(2);
    const stored = (await rest(h.alice, 'GET', projectId)).json();
    expect(stored).toMatchObject(winner);
    expect([tabA, tabB]).toContainEqual(stored.draft);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await h.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/projects/{projectId}/draft'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
  });
});

describe('drafts over tRPC', () => {
  it('gets null, saves, reads back, refuses stale and foreign calls, and clears', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.bob);
    const input = { project_id: projectId };
    const empty = await trpcCall(h.ctx.app, h.bob, 'drafts.get', input, 'query');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().result.data).toBeNull();

    const draft = aDraft(h.bob.uid);
    const saved = await trpcCall(
      h.ctx.app,
      h.bob,
      'drafts.save',
      { ...input, draft, base_revision: null },
      'mutation',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.data).toEqual({
      project_id: projectId,
      revision: 1,
      updated_at: expect.any(String),
    });

    const got = await trpcCall(h.ctx.app, h.bob, 'drafts.get', input, 'query');
    expect(got.json().result.data).toEqual({ ...saved.json().result.data, draft });

    const next = await trpcCall(
      h.ctx.app,
      h.bob,
      'drafts.save',
      { ...input, draft, base_revision: 1 },
      'mutation',
    );
    expect(next.json().result.data.revision).toBe(2);
    const stale = await trpcCall(
      h.ctx.app,
      h.bob,
      'drafts.save',
      { ...input, draft, base_revision: 1 },
      'mutation',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.data).toMatchObject({
      code: 'CONFLICT',
      detail: draftMessages.conflict,
    });

    const invalid = await trpcCall(
      h.ctx.app,
      h.bob,
      'drafts.save',
      { ...input, draft: { ...draft, step: { ...draft.step, startMs: -1 } }, base_revision: 2 },
      'mutation',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.detail).toContain('Start time must not be negative.');

    const tooBig = await trpcCall(
      h.ctx.app,
      h.bob,
      'drafts.save',
      { ...input, draft: aBigDraft(h.bob.uid, 150), base_revision: 2 },
      'mutation',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.data.detail).toBe(draftMessages.tooLarge);

    for (const [path, kind, body] of [
      ['drafts.get', 'query', input],
      ['drafts.save', 'mutation', { ...input, draft: aDraft(h.alice.uid), base_revision: null }],
      ['drafts.clear', 'mutation', input],
    ] as const) {
      const denied = await trpcCall(h.ctx.app, h.alice, path, body, kind);
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json().error.data.detail, path).toBe(messages.annotate.accessDenied);
    }
    expect(await storedRow(projectId)).toMatchObject({ revision: 2, data: draft });

    const anonymous = await h.ctx.app.inject({
      method: 'GET',
      url: `/trpc/drafts.get?input=${encodeURIComponent(JSON.stringify(input))}`,
    });
    expect(anonymous.statusCode).toBe(401);

    const cleared = await trpcCall(h.ctx.app, h.bob, 'drafts.clear', input, 'mutation');
    expect(cleared.json().result.data).toEqual({ message: draftMessages.cleared });
    expect(
      (await trpcCall(h.ctx.app, h.bob, 'drafts.get', input, 'query')).json().result.data,
    ).toBe(null);
  });
});

describe('the draft ends with its work', () => {
  it('a successful finalize clears the draft; a refused one keeps it', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const draft = aDraft(h.alice.uid);
    await rest(h.alice, 'PUT', projectId, { draft });

    const refused = await finalize(h.ctx.app, h.alice, {
      ...aPayload(h.alice, projectId),
      steps: [{ ...aPayload(h.alice, projectId).steps[0], video_start_time_ms: 9_000 }],
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedRow(projectId)).toMatchObject({ data: draft });

    const done = await finalize(h.ctx.app, h.alice, aPayload(h.alice, projectId));
    expect(done.statusCode).toBe(200);
    expect(await storedRow(projectId)).toBeUndefined();
    expect((await rest(h.alice, 'GET', projectId)).statusCode).toBe(404);
  });

  it('a finalize that fails inside its transaction keeps the draft', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice, { videos: 2 });
    const first = aPayload(h.alice, projectId, { steps: 1, tools: 1 });
    expect((await finalize(h.ctx.app, h.alice, first)).statusCode).toBe(200);
    const draft = aDraft(h.alice.uid);
    await rest(h.alice, 'PUT', projectId, { draft });
    const tools: Array<{ tool_id: string; name: string }> = (
      await h.ctx.app.inject({
        method: 'GET',
        url: `/api/users/${h.alice.uid}/tools`,
        headers: bearer(h.alice),
      })
    ).json();
    const [step] = first.steps;
    if (!step) throw new Error('one step expected');
    const same = tools.find((tool) => tool.name === step.tools[0]?.tool.name);
    // The same tool twice (typed in and by id): only the database sees the clash, mid-transaction.
    const refused = await finalize(h.ctx.app, h.alice, {
      ...first,
      steps: [{ ...step, tools: [...step.tools, { quantity: 1, tool_id: same?.tool_id }] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(await storedRow(projectId)).toMatchObject({ revision: 1, data: draft });
  });

  it('deleting the project removes its draft', async () => {
    const projectId = await aProjectOf(h.ctx.db, h.alice);
    await rest(h.alice, 'PUT', projectId, { draft: aDraft(h.alice.uid) });
    const deleted = await h.ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}`,
      headers: bearer(h.alice),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedRow(projectId)).toBeUndefined();
  });
});
