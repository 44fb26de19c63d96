import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SegmentPlayer } from '@/features/guides/segment-player';
import { installFakeMedia, media } from '@/features/player/player-test-media';

installFakeMedia();

const segment = { start: 12, end: 20 };

function renderPlayer() {
  render(<SegmentPlayer src="/files/v.mp4?sig=t" segment={segment} stepName="Glue the legs" />);
  const video = screen.getByLabelText('Video of Glue the legs') as HTMLVideoElement;
  fireEvent.loadedMetadata(video);
  return video;
}

const key = (key: string) => act(() => void fireEvent.keyDown(window, { key }));

describe('SegmentPlayer', () => {
  it("opens at the step's start, not at the start of the video", () => {
    renderPlayer();
    expect(media.currentTime).toBe(12);
    expect(screen.getByText('0:00 / 0:08')).toBeTruthy();
  });

  it('stops at the end of the segment while playing', () => {
    const video = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.paused).toBe(false);
    media.currentTime = 20.3;
    fireEvent.timeUpdate(video);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(20);
    // Play again from the end starts the segment over.
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.currentTime).toBe(12);
  });

  it('loops back to the start when Loop is on', () => {
    const video = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Loop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    media.currentTime = 20.1;
    fireEvent.timeUpdate(video);
    expect(media.currentTime).toBe(12);
    expect(media.paused).toBe(false);
  });

  it('brings a seek before the start back inside the segment', () => {
    const video = renderPlayer();
    media.currentTime = 3;
    fireEvent.seeked(video);
    expect(media.currentTime).toBe(12);
    media.currentTime = 25;
    fireEvent.seeked(video);
    expect(media.currentTime).toBe(20);
  });

  it('Left / Right jump 5 s but never leave the segment; Space plays and pauses', () => {
    renderPlayer();
    key('ArrowRight');
    expect(media.currentTime).toBe(17);
    key('ArrowRight');
    expect(media.currentTime).toBe(20);
    key('ArrowLeft');
    expect(media.currentTime).toBe(15);
    key('ArrowLeft');
    expect(media.currentTime).toBe(12);
    key(' ');
    expect(media.paused).toBe(false);
    key(' ');
    expect(media.paused).toBe(true);
  });

  it('Replay starts the segment over and the speed buttons set the playback rate', () => {
    const video = renderPlayer();
    media.currentTime = 16;
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(media.currentTime).toBe(12);
    expect(media.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '1.5×' }));
    expect(video.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: '1.5×' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves keys alone while the learner types', () => {
    render(
      <>
        <SegmentPlayer src="/files/v.mp4?sig=t" segment={segment} stepName="Glue" />
        <input aria-label="Answer" />
      </>,
    );
    fireEvent.loadedMetadata(screen.getByLabelText('Video of Glue'));
    fireEvent.keyDown(screen.getByLabelText('Answer'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByLabelText('Answer'), { key: ' ' });
    expect(media.currentTime).toBe(12);
    expect(media.paused).toBe(true);
  });
});
