import { describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { aProjectOf } from './support/finalize';
import { bearer, type TestUser } from './support/identity';

/**
 * #10 security pass: every input that names a stored file refuses a path that leaves the caller's
 * own folder, however it is spelled, and nothing is read, signed or written for it.
 */
const h = useTwoCreators();

/** Ways to leave `users/{uid}/`: parent segments, absolute paths, backslashes, NUL, the other's area. */
function escapes(own: string, other: string): string[] {
  return [
    `users/${own}/../${other}/videos/clip.mp4`,
    `users/${own}/videos/../../${other}/clip.mp4`,
    `users/${own}/./videos/clip.mp4`,
    `users/${own}//videos/clip.mp4`,
    `users/${own}/videos/..\\..\\${other}\\clip.mp4`,
    `users/${own}/videos/clip.mp4\u0000.png`,
    '../../etc/passwd',
    '/etc/passwd',
    `users/${other}/videos/clip.mp4`,
  ];
}

function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return h.ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
}

/** A valid finish of one step with one annotation whose frame image is `framePath`. */
function finishPayload(uid: string, projectId: string, framePath: string | null) {
  return {
    project_id: projectId,
    user_id: uid,
    project_name: 'Birdhouse',
    buy_list: [],
    auto_generate_buy_list: false,
    steps: [
      {
        name: 'Cut',
        description: 'Cut the board.',
        video_start_time_ms: 0,
        video_end_time_ms: 1000,
        step_order: 0,
        annotations: [
          {
            frame_timestamp_ms: 500,
            annotation_type: 'rectangle',
            component_name: 'Board',
            data: { type: 'rectangle', x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
            frame_image_path: framePath,
          },
        ],
      },
    ],
  };
}

function expectRefused(res: { statusCode: number; json(): { detail?: unknown } }, what: string) {
  expect([400, 403, 404, 422], `${what}: ${res.statusCode}`).toContain(res.statusCode);
  expect(res.json().detail, what).toBeTruthy();
}

describe('path traversal is refused by every input that names a stored file', () => {
  it('project videos, finalize thumbnails and frames, repository images, signing and media', async () => {
    const { alice, bob } = h;
    const projectId = await aProjectOf(h.ctx.db, alice);
    const countProjects = async () =>
      (
        await h.ctx.db
          .selectFrom('projects')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .where('firebase_uid', '=', alice.uid)
          .executeTakeFirstOrThrow()
      ).n;
    const projectsBefore = await countProjects();
    // The payload is valid with a frame in the caller's folder: only the paths make it fail.
    const valid = await call(
      alice,
      'POST',
      '/api/upload_steps',
      finishPayload(alice.uid, projectId, `users/${alice.uid}/${projectId}/frames/f.png`),
    );
    expect(valid.statusCode).toBe(200);
    await call(alice, 'POST', '/api/upload_steps', finishPayload(alice.uid, projectId, null));

    for (const path of escapes(alice.uid, bob.uid)) {
      const create = await call(alice, 'POST', '/api/projects/', {
        name: 'Escape',
        description: 'A project whose video path leaves its folder.',
        tags: [],
        firebase_uid: alice.uid,
        UploadVideos: [{ name: 'clip.mp4', url: `/files/${path}`, path }],
        frame_url: null,
        ai_breakdown_data: null,
        ShortFormVideo: null,
      });
      expectRefused(create, `project video ${JSON.stringify(path)}`);

      const thumbnail = await call(alice, 'POST', '/api/upload_steps', {
        ...finishPayload(alice.uid, projectId, null),
        thumbnail_path: path,
      });
      expectRefused(thumbnail, `finalize thumbnail ${JSON.stringify(path)}`);
      const frame = await call(alice, 'POST', '/api/upload_steps', {
        ...finishPayload(alice.uid, projectId, path),
        thumbnail_path: null,
      });
      expectRefused(frame, `finalize frame ${JSON.stringify(path)}`);

      const tool = await call(alice, 'POST', `/api/users/${alice.uid}/tools`, {
        name: 'Saw',
        image_path: path,
      });
      expectRefused(tool, `tool image ${JSON.stringify(path)}`);

      const sign = await call(alice, 'POST', '/api/files/sign', { paths: [path] });
      expectRefused(sign, `sign ${JSON.stringify(path)}`);

      const audio = await call(alice, 'POST', '/api/extract-audio', { video_path: path });
      expectRefused(audio, `extract-audio ${JSON.stringify(path)}`);
    }

    expect(await countProjects()).toBe(projectsBefore);
    // The steps are still those of the last valid finish: no frame path was stored.
    const paths = await h.ctx.db
      .selectFrom('annotations')
      .innerJoin('steps', 'steps.step_id', 'annotations.step_id')
      .select('annotations.frame_image_path')
      .where('steps.project_id', '=', projectId)
      .execute();
    expect(paths).toEqual([{ frame_image_path: null }]);
    const tools = await h.ctx.db
      .selectFrom('tools')
      .select('tool_id')
      .where('firebase_uid', '=', alice.uid)
      .execute();
    expect(tools).toEqual([]);
  });

  it('downloads: /files/ refuses parent segments, encoded or not', async () => {
    for (const url of [
      '/files/users/x/../../etc/passwd',
      '/files/users/x/%2e%2e/%2e%2e/etc/passwd',
      '/files/..%2f..%2fetc%2fpasswd',
      '/files/users%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await h.ctx.app.inject({ method: 'GET', url });
      expect([400, 401, 403, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
  });
});
