import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type GuideDetail, guideDetailSchema } from '@stepwise/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLUR, type BlurGuide, FRAME, publishBlurGuide, secretFrame } from './support/blur-guide';
import { useTwoCreators } from './support/creators';
import { bearer, type TestUser } from './support/identity';
import { decode, meanDifference, type PixelBox, roughness, within } from './support/pixels';

/**
 * Issue #20: a blur region is real redaction. The guide reply signs a redacted copy of the frame
 * (never the raw frame), whose pixels under the region are gone and around it are the frame's;
 * the raw frame cannot be signed by a learner; a frame that cannot be redacted has no image.
 */
const h = useTwoCreators();
let guide: BlurGuide;

async function read(user: TestUser): Promise<{ body: string; detail: GuideDetail }> {
  const res = await h.ctx.app.inject({
    method: 'GET',
    url: `/api/guides/${guide.id}`,
    headers: bearer(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, detail: guideDetailSchema.parse(res.json()) };
}

const frameUrl = (detail: GuideDetail, step: number, frame = 0) =>
  detail.steps[step]?.frames[frame]?.image_url ?? null;

const pathOf = (url: string | null) => decodeURIComponent((url ?? '').split('?')[0] ?? '');

function sign(user: TestUser, paths: string[]) {
  return h.ctx.app.inject({
    method: 'POST',
    url: '/api/files/sign',
    headers: bearer(user),
    payload: { paths },
  });
}

/** The blur region in pixels of the frame. */
const region: PixelBox = {
  x: BLUR.x * FRAME.width,
  y: BLUR.y * FRAME.height,
  width: BLUR.width * FRAME.width,
  height: BLUR.height * FRAME.height,
};
const inset = (box: PixelBox, by: number): PixelBox => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
});

beforeAll(async () => {
  guide = await publishBlurGuide(h.ctx, h.alice);
});

describe('a frame with a blur region, as a learner reads the guide', () => {
  it('is signed as a redacted copy beside the frame; the raw frame is never named', async () => {
    const { body, detail } = await read(h.bob);
    const url = frameUrl(detail, 0);
    expect(url).toMatch(
      /^\/files\/users\/.+\/annotation_frames\/redacted-[0-9a-f]{20}\/[0-9a-f]{20}\.jpg\?exp=\d+&sig=/,
    );
    expect(pathOf(url)).toBe(
      `/files/${guide.folder}/${pathOf(url).split('/').slice(-2).join('/')}`,
    );
    expect(body).not.toContain('secret.png');
    // The shapes are all there for the player to draw, each in its colour.
    expect(
      detail.steps[0]?.frames[0]?.annotations.map((a) => [a.annotation_type, a.color]),
    ).toEqual([
      ['rectangle', 'green'],
      ['blur', 'yellow'],
      ['arrow', 'red'],
      ['callout', 'blue'],
      ['callout', 'blue'],
    ]);
    // A frame without blur regions is served as it is.
    expect(pathOf(frameUrl(detail, 1))).toBe(`/files/${guide.open}`);
  });

  it('has the pixels under the region wiped out and the rest of the picture unchanged', async () => {
    const { detail } = await read(h.bob);
    const res = await h.ctx.app.inject({ method: 'GET', url: frameUrl(detail, 0) ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const served = decode(res.rawPayload);
    const original = decode(secretFrame());
    expect([served.width, served.height]).toEqual([FRAME.width, FRAME.height]);
    // Under the region: the squares (about 64 between neighbours) are gone.
    expect(roughness(original, inset(region, 2))).toBeGreaterThan(50);
    expect(roughness(served, inset(region, 2))).toBeLessThan(6);
    expect(
      meanDifference(served, original, (x, y) => within(inset(region, 2), x, y)),
    ).toBeGreaterThan(60);
    // Around it (past the edge JPEG blocks share): the frame as it was.
    const outside = (x: number, y: number) => !within(region, x, y, 16);
    expect(meanDifference(served, original, outside)).toBeLessThan(12);
  });

  it('never carries a blur region’s text to the learner; the creator’s steps keep it', async () => {
    const { body, detail } = await read(h.bob);
    expect(detail.steps[0]?.frames[0]?.annotations.map((a) => a.label)).toEqual([
      'Hinge',
      '',
      'Push here',
      'First',
      'Second',
    ]);
    // Nor the texts of the blur regions that cannot be redacted (step 3).
    expect(detail.steps[2]?.frames.flatMap((f) => f.annotations.map((a) => a.label))).toEqual([
      '',
      '',
      '',
    ]);
    for (const hidden of ['Serial number', 'Hidden 1', 'Hidden 2', 'Hidden 3']) {
      expect(body).not.toContain(hidden);
    }
    // The owner's guide player is a learner's view too; the editor's steps are not.
    expect((await read(h.alice)).body).not.toContain('Serial number');
    const steps = await h.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${guide.id}/steps`,
      headers: bearer(h.alice),
    });
    expect(steps.statusCode, steps.body).toBe(200);
    expect(steps.body).toContain('Serial number');
  });

  it('cannot be signed raw by a learner; the owner still can, and open frames stay signable', async () => {
    expect((await sign(h.bob, [guide.secret])).statusCode).toBe(403);
    expect((await sign(h.bob, [guide.open])).statusCode).toBe(200);
    expect((await sign(h.alice, [guide.secret])).statusCode).toBe(200);
  });

  it('is redacted once and then served from the store; a moved region makes a new copy that replaces it', async () => {
    const first = pathOf(frameUrl((await read(h.bob)).detail, 0));
    const file = join(h.ctx.dataDir, 'files', first.slice('/files/'.length));
    const made = statSync(file).mtimeMs;
    const again = await Promise.all([read(h.alice), read(h.bob), read(h.bob)]);
    for (const { detail } of again) expect(pathOf(frameUrl(detail, 0))).toBe(first);
    expect(statSync(file).mtimeMs).toBe(made);
    const copies = () =>
      readdirSync(join(h.ctx.dataDir, 'files', guide.folder), { recursive: true })
        .map(String)
        .filter((name) => /^redacted-[0-9a-f]{20}\/[0-9a-f]{20}\.jpg$/.test(name));
    expect(copies()).toEqual([first.split('/').slice(-2).join('/')]);

    await h.ctx.db
      .updateTable('annotations')
      .set({ x: 0.2 })
      .where('frame_image_path', '=', guide.secret)
      .where('geometry_type', '=', 'blur')
      .execute();
    const moved = pathOf(frameUrl((await read(h.bob)).detail, 0));
    expect(moved).not.toBe(first);
    // The copy of the old region goes: one copy per frame, however often its regions move.
    expect(copies()).toEqual([moved.split('/').slice(-2).join('/')]);
    await h.ctx.db
      .updateTable('annotations')
      .set({ x: BLUR.x })
      .where('frame_image_path', '=', guide.secret)
      .where('geometry_type', '=', 'blur')
      .execute();
  });

  it('has no image when it cannot be redacted (damaged, not JPEG or PNG, missing): never the raw one', async () => {
    const { body, detail } = await read(h.bob);
    expect(detail.steps[2]?.frames.map((frame) => frame.image_url)).toEqual([null, null, null]);
    for (const name of ['broken.jpg', 'animated.gif', 'gone.jpg']) expect(body).not.toContain(name);
  });
});
