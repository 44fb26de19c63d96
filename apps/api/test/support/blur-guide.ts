import { expect } from 'vitest';
import type { TestApp } from './creators';
import { putStoredFile } from './files';
import { aPayload, aProjectOf, aStep, finalize, togglePublication } from './finalize';
import type { TestUser } from './identity';
import { patternPng } from './images';
import { checker } from './pixels';

/**
 * A published guide whose first frame hides something under a blur region (issue #20): the
 * frame is 640×360 of 4-pixel black and white squares (detail a redaction must wipe out) inside
 * a 6-pixel cyan border (where the PDF finds it on a page); green, red and blue shapes over it.
 */

export const FRAME = { width: 640, height: 360 } as const;
/** The blur region of the secret frame, in fractions. */
export const BLUR = { x: 0.1, y: 0.15, width: 0.35, height: 0.4 } as const;
/** Its callouts, in list order (numbers 1 and 2). */
export const CALLOUTS = [
  { x: 0.15, y: 0.8 },
  { x: 0.3, y: 0.8 },
] as const;

const CYAN: [number, number, number] = [0, 255, 255];

export function secretFrame(): Buffer {
  const squares = checker(4);
  return patternPng(FRAME.width, FRAME.height, (x, y) =>
    x < 6 || y < 6 || x >= FRAME.width - 6 || y >= FRAME.height - 6 ? CYAN : squares(x, y),
  );
}

type Shape = 'rectangle' | 'arrow' | 'callout' | 'blur';

export interface BlurGuide {
  id: string;
  folder: string;
  /** The frame with a blur region (step 1), one without (step 2). */
  secret: string;
  open: string;
  /** Frames with a blur region that cannot be redacted (step 3): damaged, a GIF, missing. */
  broken: string[];
}

/** Publishes the guide for `owner`, its frames stored in the app's local store. */
export async function publishBlurGuide(ctx: TestApp, owner: TestUser): Promise<BlurGuide> {
  const id = await aProjectOf(ctx.db, owner, { name: 'Router setup' });
  const folder = `users/${owner.uid}/${id}/annotation_frames`;
  const guide: BlurGuide = {
    id,
    folder,
    secret: `${folder}/secret.png`,
    open: `${folder}/open.png`,
    broken: [`${folder}/broken.jpg`, `${folder}/animated.gif`, `${folder}/gone.jpg`],
  };
  const store = (path: string, bytes: Buffer, filetype: string) =>
    putStoredFile(ctx.dataDir, path, bytes, { filetype });
  store(guide.secret, secretFrame(), 'image/png');
  store(guide.open, secretFrame(), 'image/png');
  // A JPEG header ffmpeg cannot decode past, and a GIF (neither can be redacted).
  store(
    guide.broken[0] ?? '',
    Buffer.concat([Buffer.from('ffd8ffc0000b080040004003012200', 'hex'), Buffer.alloc(400, 9)]),
    'image/jpeg',
  );
  store(guide.broken[1] ?? '', Buffer.from('GIF89a-an-animation'), 'image/gif');

  const payload = aPayload(owner, id, { steps: 3 });
  payload.steps = payload.steps.map((_, i) => {
    const step = aStep(owner.uid, id, i);
    const at = step.video_start_time_ms + 1_000;
    const shape = (
      path: string,
      type: Shape,
      label: string,
      geometry: { x: number; y: number; width?: number; height?: number },
      extra: { color?: 'green' | 'red' | 'blue'; end_x?: number; end_y?: number } = {},
    ) => ({
      frame_timestamp_ms: at,
      annotation_type: type,
      component_name: label,
      data: {
        type,
        width: 0,
        height: 0,
        ...geometry,
        ...(extra.end_x !== undefined ? { end_x: extra.end_x, end_y: extra.end_y } : {}),
      },
      frame_image_path: path,
      ...(extra.color ? { color: extra.color } : {}),
    });
    const annotations =
      i === 0
        ? [
            shape(
              guide.secret,
              'rectangle',
              'Hinge',
              { x: 0.55, y: 0.55, width: 0.3, height: 0.2 },
              { color: 'green' },
            ),
            shape(guide.secret, 'blur', 'Serial number', BLUR),
            shape(
              guide.secret,
              'arrow',
              'Push here',
              { x: 0.5, y: 0.85 },
              { color: 'red', end_x: 0.8, end_y: 0.75 },
            ),
            shape(guide.secret, 'callout', 'First', CALLOUTS[0], { color: 'blue' }),
            shape(guide.secret, 'callout', 'Second', CALLOUTS[1], { color: 'blue' }),
          ]
        : i === 1
          ? [shape(guide.open, 'rectangle', 'Port', { x: 0.1, y: 0.1, width: 0.2, height: 0.2 })]
          : guide.broken.map((path, k) =>
              shape(path, 'blur', `Hidden ${k + 1}`, { x: 0.1, y: 0.1, width: 0.5, height: 0.5 }),
            );
    return { ...step, annotations } as typeof step;
  });
  const done = await finalize(ctx.app, owner, payload);
  expect(done.statusCode, done.body).toBe(200);
  const published = await togglePublication(ctx.app, owner, id);
  expect(published.statusCode, published.body).toBe(200);
  return guide;
}
