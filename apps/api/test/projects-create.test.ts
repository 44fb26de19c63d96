import { messages } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, signUpUser, type TestUser } from './support/identity';
import { MISSING_ID, useProjectsHarness } from './support/projects';

const { h, call, video, projectPayload, createProject, projectCount } = useProjectsHarness();

describe('POST /api/projects/', () => {
  it('creates the project and its files in order, frame_url defaulting to the first video', async () => {
    const shortForm = {
      name: 'promo.mp4',
      url: `/files/users/${h.alice.uid}/shortform/promo.mp4`,
      path: `users/${h.alice.uid}/shortform/promo.mp4`,
      mime_type: 'video/mp4',
      file_size_bytes: 99,
    };
    const ai = [{ videoName: 'a.mp4', transcript: 'Cut the wood.', steps: [] }];
    const id = await createProject(h.alice, {
      name: '  Birdhouse  ',
      tags: ['DIY', 'DIY', 'Art'],
      ShortFormVideo: shortForm,
      ai_breakdown_data: ai,
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const files = await h.ctx.db
      .selectFrom('project_files')
      .select(['role', 'video_order', 'file_key', 'file_url', 'original_filename'])
      .where('project_id', '=', id)
      .orderBy('role')
      .orderBy('video_order')
      .execute();
    expect(files).toEqual([
      {
        role: 'PRIMARY_VIDEO',
        video_order: 0,
        file_key: `users/${h.alice.uid}/videos/a.mp4`,
        file_url: `/files/users/${h.alice.uid}/videos/a.mp4`,
        original_filename: 'a.mp4',
      },
      {
        role: 'PRIMARY_VIDEO',
        video_order: 1,
        file_key: `users/${h.alice.uid}/videos/b.mp4`,
        file_url: `/files/users/${h.alice.uid}/videos/b.mp4`,
        original_filename: 'b.mp4',
      },
      {
        role: 'SHORT_FORM_VIDEO',
        video_order: 0,
        file_key: shortForm.path,
        file_url: shortForm.url,
        original_filename: 'promo.mp4',
      },
    ]);

    const got = await call(h.alice, 'GET', `/api/projects/${id}?firebase_uid=${h.alice.uid}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      project_id: id,
      name: 'Birdhouse',
      description: 'Build a birdhouse.',
      tags: ['DIY', 'Art'],
      firebase_uid: h.alice.uid,
      thumbnail_url: null,
      frame_url: `/files/users/${h.alice.uid}/videos/a.mp4`,
      is_published: false,
      view_count: 0,
      like_count: 0,
      comment_count: 0,
      comments: [],
      UploadVideos: [
        { name: 'a.mp4', path: `users/${h.alice.uid}/videos/a.mp4` },
        { name: 'b.mp4', path: `users/${h.alice.uid}/videos/b.mp4` },
      ],
      ShortFormVideo: { name: 'promo.mp4', path: shortForm.path, file_size_bytes: 99 },
      ai_breakdown_data: [{ videoName: 'a.mp4', transcript: 'Cut the wood.', steps: [] }],
    });
  });

  it('keeps a frame_url naming another video of the project, and refuses one of another user', async () => {
    const second = video(h.alice, 'b.mp4');
    const id = await createProject(h.alice, { frame_url: second.url });
    const got = await call(h.alice, 'GET', `/api/projects/${id}`);
    expect(got.json().frame_url).toBe(second.url);

    const foreign = await call(
      h.alice,
      'POST',
      '/api/projects/',
      projectPayload(h.alice, { frame_url: `/files/users/${h.bob.uid}/videos/x.mp4` }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toMatch(/frame_url must be a file in your own storage area/);
  });

  it('validates the body with the spec texts and bounds', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, messages.create.nameRequired],
      [{ name: undefined }, messages.create.nameRequired],
      [{ name: 'x'.repeat(121) }, 'Project name must be at most 120 characters.'],
      [{ description: 'x'.repeat(5_001) }, 'Project description must be at most 5,000 characters.'],
      [{ tags: ['Pottery'] }, 'tags.0'],
      [{ UploadVideos: [] }, messages.create.videoRequired],
      [{ UploadVideos: undefined }, messages.create.videoRequired],
      [{ UploadVideos: [{ name: 'a.mp4', url: '/files/x' }] }, 'UploadVideos.0.path'],
      [
        { UploadVideos: [video(h.alice, 'a.mp4'), video(h.alice, 'a.mp4')] },
        'Each video can be added to a project only once.',
      ],
      [
        { ShortFormVideo: { ...video(h.alice, 's.mp4'), file_size_bytes: 2 * 1024 ** 3 } },
        messages.create.shortFormTooLarge,
      ],
      [
        { ai_breakdown_data: [{ videoName: 'a.mp4', transcript: 'x'.repeat(2 * 1024 * 1024) }] },
        'AI breakdown data is too large (at most 2 MB).',
      ],
      [{ firebase_uid: 42 }, 'firebase_uid'],
    ];
    for (const [overrides, detail] of cases) {
      const res = await call(h.alice, 'POST', '/api/projects/', projectPayload(h.alice, overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    const malformed = await h.ctx.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: { ...bearer(h.alice), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBeTruthy();
  });

  it('refuses files outside the caller’s storage area and another user’s firebase_uid (403)', async () => {
    const before = await projectCount(h.alice.uid);
    const cases: [Record<string, unknown>, string][] = [
      [{ UploadVideos: [video(h.bob, 'b.mp4')] }, 'UploadVideos.0.path'],
      [
        {
          UploadVideos: [
            video(h.alice, 'a.mp4'),
            {
              ...video(h.alice, 'x.mp4'),
              path: `users/${h.alice.uid}/../${h.bob.uid}/videos/x.mp4`,
            },
          ],
        },
        'UploadVideos.1.path',
      ],
      [{ ShortFormVideo: video(h.bob, 's.mp4') }, 'ShortFormVideo.path'],
      [{ UploadVideos: [{ ...video(h.alice, 'a.mp4'), path: 'tools/a.mp4' }] }, 'UploadVideos.0'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(h.alice, 'POST', '/api/projects/', projectPayload(h.alice, overrides));
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain(field);
      expect(res.json().detail).toContain('must be a file in your own storage area');
    }
    const impostor = await call(h.alice, 'POST', '/api/projects/', {
      ...projectPayload(h.alice),
      firebase_uid: h.bob.uid,
    });
    expect(impostor.statusCode).toBe(403);
    expect(await projectCount(h.alice.uid)).toBe(before);
    expect(await projectCount(h.bob.uid)).toBe(0);
  });

  it('answers 401 without a token and 400 for an account without a user record', async () => {
    const anonymous = await call(null, 'POST', '/api/projects/', projectPayload(h.alice));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toMatch(/Sign-in required/);

    const newcomer = await signUpUser('newcomer');
    const res = await call(newcomer, 'POST', '/api/projects/', projectPayload(newcomer));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('No user record exists for this account yet. Please sign up.');
  });

  it('is one transaction: a file the database refuses leaves no project behind', async () => {
    const before = await projectCount(h.alice.uid);
    // The contracts let a NUL character through; PostgreSQL cannot store it in `text`. The
    // project row is inserted first, then the second file fails.
    const res = await call(
      h.alice,
      'POST',
      '/api/projects/',
      projectPayload(h.alice, {
        name: 'Doomed',
        UploadVideos: [
          video(h.alice, 'ok.mp4'),
          { ...video(h.alice, 'bad.mp4'), name: 'bad\u0000.mp4' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Text must not contain NUL (\\u0000) characters.');
    expect(await projectCount(h.alice.uid)).toBe(before);
    const doomed = await h.ctx.db
      .selectFrom('projects')
      .select('project_id')
      .where('name', '=', 'Doomed')
      .execute();
    expect(doomed).toEqual([]);

    // Neither can `jsonb` hold one (a different SQLSTATE): still a 400, still nothing stored.
    const json = await call(
      h.alice,
      'POST',
      '/api/projects/',
      projectPayload(h.alice, {
        name: 'Doomed',
        ai_breakdown_data: [{ videoName: 'a.mp4', transcript: 'a\u0000b' }],
      }),
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe('Text must not contain NUL (\\u0000) characters.');
    expect(await projectCount(h.alice.uid)).toBe(before);
  });
});

describe('GET /api/projects/{projectId}', () => {
  it('is for the owner only: 400 malformed id, 404 missing, 403 another creator’s', async () => {
    const id = await createProject(h.alice);
    const cases: [TestUser, string, number, string][] = [
      [h.alice, '/api/projects/not-a-uuid', 400, messages.annotate.invalidProjectId],
      [h.alice, `/api/projects/${MISSING_ID}`, 404, messages.annotate.projectNotFound],
      [h.bob, `/api/projects/${id}`, 403, messages.annotate.accessDenied],
      [h.bob, `/api/projects/${id}?firebase_uid=${h.alice.uid}`, 403, 'your own account'],
      [h.alice, `/api/projects/${id}?firebase_uid=${h.bob.uid}`, 403, 'your own account'],
    ];
    for (const [user, url, status, detail] of cases) {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().detail).toContain(detail);
    }
    expect((await call(null, 'GET', `/api/projects/${id}`)).statusCode).toBe(401);
  });
});
