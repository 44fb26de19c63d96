import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

/**
 * jsdom has no media playback: the media element's position, duration, readiness and play/pause
 * are stubbed on the prototypes here (restored after each test) so the controls' logic runs.
 */
export interface FakeMedia {
  currentTime: number;
  duration: number;
  paused: boolean;
  readyState: number;
  videoWidth: number;
  videoHeight: number;
}

/** The stubbed media state of the test running now (reset before each test). */
export const media: FakeMedia = {
  currentTime: 0,
  duration: 10,
  paused: true,
  readyState: 4,
  videoWidth: 1920,
  videoHeight: 1080,
};
const restores: (() => void)[] = [];

export function stub<T extends object>(proto: T, name: string, descriptor: PropertyDescriptor) {
  const original = Object.getOwnPropertyDescriptor(proto, name);
  Object.defineProperty(proto, name, { configurable: true, ...descriptor });
  restores.push(() => {
    if (original) Object.defineProperty(proto, name, original);
    else Reflect.deleteProperty(proto, name);
  });
}

/** Installs the media stubs around every test of the calling file. */
export function installFakeMedia(): void {
  beforeEach(() => {
    Object.assign(media, {
      currentTime: 0,
      duration: 10,
      paused: true,
      readyState: 4,
      videoWidth: 1920,
      videoHeight: 1080,
    });
    const proto = HTMLMediaElement.prototype;
    stub(proto, 'currentTime', {
      get: () => media.currentTime,
      set: (value: number) => {
        media.currentTime = value;
      },
    });
    stub(proto, 'duration', { get: () => media.duration });
    stub(proto, 'paused', { get: () => media.paused });
    stub(proto, 'readyState', { get: () => media.readyState });
    stub(proto, 'play', {
      value: vi.fn(function play(this: HTMLMediaElement) {
        media.paused = false;
        this.dispatchEvent(new Event('play'));
        return Promise.resolve();
      }),
    });
    stub(proto, 'pause', {
      value: vi.fn(function pause(this: HTMLMediaElement) {
        media.paused = true;
        this.dispatchEvent(new Event('pause'));
      }),
    });
    stub(HTMLVideoElement.prototype, 'videoWidth', { get: () => media.videoWidth });
    stub(HTMLVideoElement.prototype, 'videoHeight', { get: () => media.videoHeight });
  });

  afterEach(() => {
    while (restores.length > 0) restores.pop()?.();
  });
}

export const videos = [
  { name: 'intro.mp4', url: 'https://files.example/intro.mp4?sig=1' },
  { name: 'assembly.mp4', url: 'https://files.example/assembly.mp4?sig=2' },
];

export function renderPlayer(overrides: Partial<VideoPlayerProps> = {}) {
  const props: VideoPlayerProps = {
    videos: videos.slice(0, 1),
    activeIndex: 0,
    onActiveIndexChange: vi.fn(),
    markedStartMs: null,
    markedEndMs: null,
    onMarkStart: vi.fn(),
    onMarkEnd: vi.fn(),
    onClear: vi.fn(),
    onCapture: vi.fn(),
    onTimeUpdate: vi.fn(),
    ...overrides,
  };
  const view = render(<VideoPlayer {...props} />);
  const video = view.container.querySelector('video');
  return { ...view, props, video };
}

export const currentTimeText = () => screen.getByTestId('player-current-time').textContent;
export const status = () => screen.getByRole('status').textContent;
export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
