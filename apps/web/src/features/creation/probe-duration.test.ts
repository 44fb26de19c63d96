import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeVideoDuration } from '@/features/creation/probe-duration';

const { createObjectURL, revokeObjectURL } = URL;

/** jsdom has no object URLs and no media: stand-ins that record what was asked. */
function stubMedia() {
  const created: Blob[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  const videos: HTMLVideoElement[] = [];
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = createElement(tag);
    if (tag === 'video') videos.push(element as HTMLVideoElement);
    return element;
  });
  const loaded = (seconds: number) => {
    const video = videos.at(-1)!;
    Object.defineProperty(video, 'duration', { value: seconds, configurable: true });
    video.dispatchEvent(new Event('loadedmetadata'));
  };
  return { created, revoked, videos, loaded };
}

afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('reading a video duration', () => {
  it('reads only the metadata of an object URL, then lets it go', async () => {
    const media = stubMedia();
    const file = new File(['x'], 'cut.mp4', { type: 'video/mp4' });
    const probe = probeVideoDuration(file);
    const video = media.videos[0]!;
    expect(video.preload).toBe('metadata');
    expect(video.getAttribute('src')).toBe('blob:test/1');
    expect(media.created).toEqual([file]);
    media.loaded(125.4);
    expect(await probe).toBe(125.4);
    expect(media.revoked).toEqual(['blob:test/1']);
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('answers 0 for an unknown duration, rejects an unreadable file, and stops on abort', async () => {
    const media = stubMedia();
    const unknown = probeVideoDuration(new Blob(['x']));
    media.loaded(Number.POSITIVE_INFINITY);
    expect(await unknown).toBe(0);

    const broken = probeVideoDuration(new Blob(['x']));
    media.videos.at(-1)!.dispatchEvent(new Event('error'));
    await expect(broken).rejects.toThrow('The video metadata could not be read.');

    const controller = new AbortController();
    const stopped = probeVideoDuration(new Blob(['x']), controller.signal);
    controller.abort();
    await expect(stopped).rejects.toThrow();
    expect(media.revoked).toEqual(['blob:test/1', 'blob:test/2', 'blob:test/3']);
  });
});
