import { messages } from '@stepwise/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  currentTimeText,
  installFakeMedia,
  media,
  renderPlayer,
  status,
  stub,
  videos,
} from './player-test-media';
import { VideoPlayer } from './video-player';

installFakeMedia();

describe('VideoPlayer', () => {
  it("shows 'No videos available' without videos", () => {
    render(
      <VideoPlayer
        videos={[]}
        activeIndex={0}
        onActiveIndexChange={vi.fn()}
        markedStartMs={null}
        markedEndMs={null}
        onMarkStart={vi.fn()}
        onMarkEnd={vi.fn()}
        onClear={vi.fn()}
        onCapture={vi.fn()}
      />,
    );
    expect(screen.getByText(messages.player.noVideos)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays the active video from its signed URL with anonymous CORS, and no selector for one video', () => {
    const { video } = renderPlayer();
    expect(video?.getAttribute('src')).toBe(videos[0]!.url);
    expect(video?.getAttribute('crossorigin')).toBe('anonymous');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("offers 'Video 1..n' when several videos exist and reports the choice", () => {
    const { props, video } = renderPlayer({ videos, activeIndex: 1 });
    const select = screen.getByRole('combobox', { name: 'Video' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Video 1', 'Video 2']);
    expect(select.value).toBe('1');
    expect(video?.getAttribute('src')).toBe(videos[1]!.url);
    fireEvent.change(select, { target: { value: '0' } });
    expect(props.onActiveIndexChange).toHaveBeenCalledWith(0);
  });

  it('steps one frame (1/30 s) and clamps at 0 and at the duration', () => {
    const { props } = renderPlayer();
    click(messages.player.frameBack);
    expect(media.currentTime).toBe(0);
    expect(currentTimeText()).toBe('00:00.000');

    click(messages.player.frameForward);
    expect(media.currentTime).toBeCloseTo(1 / 30, 9);
    expect(currentTimeText()).toBe('00:00.033');
    expect(props.onTimeUpdate).toHaveBeenLastCalledWith(33);

    media.currentTime = 9.99;
    click(messages.player.frameForward);
    expect(media.currentTime).toBe(10);
    expect(currentTimeText()).toBe('00:10.000');
  });

  it('shows the position on time updates', () => {
    const { video, props } = renderPlayer();
    media.currentTime = 75.5;
    fireEvent.timeUpdate(video!);
    expect(currentTimeText()).toBe('01:15.500');
    expect(props.onTimeUpdate).toHaveBeenLastCalledWith(75_500);
  });

  it('marks start and end in whole ms, clears, and says so in the status line', () => {
    const { props } = renderPlayer();
    media.currentTime = 12.3456;
    click(messages.player.markStart);
    expect(props.onMarkStart).toHaveBeenCalledWith(12_346);
    expect(status()).toBe('Start marked at 00:12.346');

    media.currentTime = 2 / 30;
    click(messages.player.markEnd);
    expect(props.onMarkEnd).toHaveBeenCalledWith(67);
    expect(status()).toBe('End marked at 00:00.067');

    click(messages.player.clear);
    expect(props.onClear).toHaveBeenCalledOnce();
    expect(status()).toBe('Step timing cleared');
  });

  it('shows Step Timing from the marks it is given', () => {
    const { rerender, props } = renderPlayer({ markedStartMs: 1500 });
    expect(screen.getByText(messages.player.stepTiming)).toBeTruthy();
    expect(screen.getByTestId('player-step-timing').textContent).toBe(
      'Start 00:01.500 – End --:--.---',
    );
    rerender(<VideoPlayer {...props} markedStartMs={1500} markedEndMs={62_005} />);
    expect(screen.getByTestId('player-step-timing').textContent).toBe(
      'Start 00:01.500 – End 01:02.005',
    );
  });

  it('plays and pauses', () => {
    renderPlayer();
    click('Play');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    click('Pause');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it("shows 'Error loading video: {name}' when the video fails", () => {
    const { video } = renderPlayer();
    fireEvent.error(video!);
    expect(screen.getByRole('alert').textContent).toBe('Error loading video: intro.mp4');
    expect(
      (screen.getByRole('button', { name: messages.player.captureFrame }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("names an unnamed failing video 'Unknown video'", () => {
    const { video } = renderPlayer({ videos: [{ name: '', url: 'https://files.example/x' }] });
    fireEvent.error(video!);
    expect(screen.getByRole('alert').textContent).toBe('Error loading video: Unknown video');
  });

  describe('frame capture', () => {
    let drawImage: ReturnType<typeof vi.fn>;
    let toBlob: ReturnType<typeof vi.fn>;
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });

    beforeEach(() => {
      drawImage = vi.fn();
      toBlob = vi.fn((callback: BlobCallback) => callback(jpeg));
      stub(HTMLCanvasElement.prototype, 'getContext', { value: vi.fn(() => ({ drawImage })) });
      stub(HTMLCanvasElement.prototype, 'toBlob', { value: toBlob });
    });

    it('draws the frame at natural size and hands over a 0.9 JPEG with its time in ms', async () => {
      const { props, video } = renderPlayer();
      media.currentTime = 12.345;
      await act(async () => click(messages.player.captureFrame));
      expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1920, 1080);
      expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
      expect(props.onCapture).toHaveBeenCalledWith({
        blob: jpeg,
        canvas: expect.any(HTMLCanvasElement),
        timeMs: 12_345,
        width: 1920,
        height: 1080,
      });
      expect(status()).toBe('Frame captured at 00:12.345');
    });

    it('refuses while the video has no picture', async () => {
      media.readyState = 0;
      media.videoWidth = 0;
      const { props } = renderPlayer();
      await act(async () => click(messages.player.captureFrame));
      expect(props.onCapture).not.toHaveBeenCalled();
      expect(status()).toBe(messages.frames.videoNotReady);
    });

    it('reports a failed encoding (e.g. a tainted canvas)', async () => {
      toBlob.mockImplementation(() => {
        throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
      });
      const { props } = renderPlayer();
      await act(async () => click(messages.player.captureFrame));
      expect(props.onCapture).not.toHaveBeenCalled();
      expect(status()).toBe(messages.frames.captureFailed);
    });

    it('captures with C', async () => {
      const { props, video } = renderPlayer();
      await act(async () => fireEvent.keyDown(video!, { key: 'c' }));
      expect(props.onCapture).toHaveBeenCalledOnce();
    });
  });

  describe('keyboard shortcuts', () => {
    it('Space plays and pauses, arrows step a frame, Shift+arrows a second', () => {
      const { video } = renderPlayer();
      video!.focus();
      fireEvent.keyDown(video!, { key: ' ' });
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
      fireEvent.keyDown(video!, { key: ' ' });
      expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledOnce();

      fireEvent.keyDown(video!, { key: 'ArrowRight', shiftKey: true });
      expect(media.currentTime).toBe(1);
      fireEvent.keyDown(video!, { key: 'ArrowRight' });
      expect(media.currentTime).toBeCloseTo(1 + 1 / 30, 9);
      fireEvent.keyDown(video!, { key: 'ArrowLeft' });
      expect(media.currentTime).toBeCloseTo(1, 9);
      fireEvent.keyDown(video!, { key: 'ArrowLeft', shiftKey: true });
      fireEvent.keyDown(video!, { key: 'ArrowLeft', shiftKey: true });
      expect(media.currentTime).toBe(0);
      expect(currentTimeText()).toBe('00:00.000');
    });

    it('I and O mark start and end in whole ms', () => {
      const { video, props } = renderPlayer();
      media.currentTime = 3.0004;
      fireEvent.keyDown(video!, { key: 'i' });
      media.currentTime = 4.9996;
      fireEvent.keyDown(video!, { key: 'O', shiftKey: true });
      expect(props.onMarkStart).toHaveBeenCalledWith(3000);
      expect(props.onMarkEnd).toHaveBeenCalledWith(5000);
    });

    it('also work from the player buttons, but Space there presses the button', () => {
      const { props } = renderPlayer();
      const markEnd = screen.getByRole('button', { name: messages.player.markEnd });
      fireEvent.keyDown(markEnd, { key: 'i' });
      expect(props.onMarkStart).toHaveBeenCalledOnce();
      fireEvent.keyDown(markEnd, { key: ' ' });
      expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    });

    it('? toggles the shortcuts list', () => {
      const { video } = renderPlayer();
      const toggle = screen.getByRole('button', { name: 'Keyboard shortcuts' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.keyDown(video!, { key: '?', shiftKey: true });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText('Capture frame')).toBeTruthy();
      fireEvent.keyDown(video!, { key: '?', shiftKey: true });
      expect(screen.queryByText('Capture frame')).toBeNull();
    });

    it('ignores keys with modifiers and in the video selector', () => {
      const { video, props } = renderPlayer({ videos });
      fireEvent.keyDown(video!, { key: 'i', ctrlKey: true });
      fireEvent.keyDown(screen.getByRole('combobox'), { key: 'i' });
      expect(props.onMarkStart).not.toHaveBeenCalled();
    });
  });

  describe('seek requests', () => {
    it('seeks (clamped) whenever the id changes, not when only ms changes', () => {
      const { rerender, props } = renderPlayer({ seekRequest: { ms: 5000, id: 1 } });
      expect(media.currentTime).toBe(5);
      expect(currentTimeText()).toBe('00:05.000');
      expect(props.onTimeUpdate).toHaveBeenLastCalledWith(5000);

      rerender(<VideoPlayer {...props} seekRequest={{ ms: 7000, id: 1 }} />);
      expect(media.currentTime).toBe(5);

      rerender(<VideoPlayer {...props} seekRequest={{ ms: 60_000, id: 2 }} />);
      expect(media.currentTime).toBe(10);
    });

    it('waits for the metadata before seeking', () => {
      media.readyState = 0;
      const { video } = renderPlayer({ seekRequest: { ms: 2500, id: 1 } });
      expect(media.currentTime).toBe(0);
      media.readyState = 1;
      fireEvent.loadedMetadata(video!);
      expect(media.currentTime).toBe(2.5);
    });
  });
});
