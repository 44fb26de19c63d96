import { messages } from '@stepwise/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  installFakeMedia,
  media,
  renderPlayer,
  status,
  stub,
  videos,
} from './player-test-media';
import { VideoPlayer } from './video-player';

// Issue #18: the player inside the editor (keys from anywhere, the status line's subject, the
// one Mark End rule, the disabled state and the Play button's width).
installFakeMedia();

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('keyboard shortcuts anywhere in the editor (issue #18 point 12)', () => {
  it('work with the focus outside the player', () => {
    const { props } = renderPlayer();
    document.body.focus();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    expect(media.currentTime).toBe(1);
    fireEvent.keyDown(document.body, { key: 'i' });
    expect(props.onMarkStart).toHaveBeenCalledWith(1000);
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'o' });
    expect(props.onMarkEnd).toHaveBeenCalledWith(2000);
  });

  it('work from a button elsewhere (Space still presses that button)', () => {
    const { props } = renderPlayer();
    const outside = document.createElement('button');
    document.body.append(outside);
    fireEvent.keyDown(outside, { key: 'i' });
    expect(props.onMarkStart).toHaveBeenCalledOnce();
    fireEvent.keyDown(outside, { key: ' ' });
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    outside.remove();
  });

  it('leave typing alone: input, textarea, select, contenteditable', () => {
    const { props } = renderPlayer();
    const fields = [
      document.createElement('input'),
      document.createElement('textarea'),
      document.createElement('select'),
    ];
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not derive isContentEditable from the attribute.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    for (const field of [...fields, editable]) {
      document.body.append(field);
      fireEvent.keyDown(field, { key: 'i' });
      fireEvent.keyDown(field, { key: 'ArrowRight' });
      fireEvent.keyDown(field, { key: ' ' });
      field.remove();
    }
    expect(props.onMarkStart).not.toHaveBeenCalled();
    expect(media.currentTime).toBe(0);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it('do nothing while a dialog is open', () => {
    const { props } = renderPlayer();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'i' });
    fireEvent.keyDown(dialog, { key: 'c' });
    expect(props.onMarkStart).not.toHaveBeenCalled();
    expect(props.onCapture).not.toHaveBeenCalled();
    dialog.remove();
    fireEvent.keyDown(document.body, { key: 'i' });
    expect(props.onMarkStart).toHaveBeenCalledOnce();
  });

  it('leave the arrows to a control that used them (a timeline marker)', () => {
    renderPlayer();
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    slider.tabIndex = 0;
    slider.addEventListener('keydown', (event) => event.preventDefault());
    document.body.append(slider);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(media.currentTime).toBe(0);
    slider.remove();
  });

  it('? lists them from anywhere', () => {
    renderPlayer();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Keyboard shortcuts' }).ariaExpanded).toBe('true');
    for (const action of ['Play / pause', 'Mark start', 'Mark end', 'Capture frame']) {
      expect(screen.getByText(action)).toBeTruthy();
    }
  });

  it('stop when the player is gone', () => {
    const { props, unmount } = renderPlayer();
    unmount();
    fireEvent.keyDown(document.body, { key: 'i' });
    expect(props.onMarkStart).not.toHaveBeenCalled();
  });
});

describe('Mark End before the start (issue #18 point 23)', () => {
  it("is refused with the spec's text, from the button and from O", () => {
    const { props } = renderPlayer({ markedStartMs: 4000 });
    media.currentTime = 2;
    click(messages.player.markEnd);
    expect(props.onMarkEnd).not.toHaveBeenCalled();
    expect(status()).toBe('End time must be after start time.');
    media.currentTime = 4;
    fireEvent.keyDown(document.body, { key: 'o' });
    expect(props.onMarkEnd).not.toHaveBeenCalled();
    expect(status()).toBe(messages.steps.endAfterStart);
    media.currentTime = 4.001;
    click(messages.player.markEnd);
    expect(props.onMarkEnd).toHaveBeenCalledWith(4001);
    expect(status()).toBe('End marked at 00:04.001');
  });
});

describe('the status line follows its subject (issue #18 point 24)', () => {
  beforeEach(() => {
    stub(HTMLCanvasElement.prototype, 'getContext', {
      value: vi.fn(() => ({ drawImage: vi.fn() })),
    });
    stub(HTMLCanvasElement.prototype, 'toBlob', {
      value: vi.fn((callback: BlobCallback) => callback(new Blob(['jpeg']))),
    });
  });

  it('clears when another video is shown', async () => {
    const { props, rerender } = renderPlayer({ videos });
    media.currentTime = 8;
    await act(async () => click(messages.player.captureFrame));
    expect(status()).toBe('Frame captured at 00:08.000');
    rerender(<VideoPlayer {...props} />);
    expect(status()).toBe('Frame captured at 00:08.000');
    rerender(<VideoPlayer {...props} activeIndex={1} />);
    expect(status()).toBe('');
  });

  it('clears when another step is loaded', () => {
    const { props, rerender } = renderPlayer({ stepKey: 'step-1' });
    media.currentTime = 3;
    click(messages.player.markEnd);
    expect(status()).toBe('End marked at 00:03.000');
    rerender(<VideoPlayer {...props} markedEndMs={3000} />);
    expect(status()).toBe('End marked at 00:03.000');
    rerender(<VideoPlayer {...props} stepKey="step-2" />);
    expect(status()).toBe('');
  });

  it('clears when the frame changes (a step, a seek, playing)', () => {
    const { props, rerender } = renderPlayer();
    click(messages.player.markStart);
    expect(status()).toBe('Start marked at 00:00.000');
    click(messages.player.frameForward);
    expect(status()).toBe('');
    click(messages.player.markStart);
    rerender(<VideoPlayer {...props} seekRequest={{ ms: 5000, id: 1 }} />);
    expect(status()).toBe('');
    click(messages.player.markStart);
    click('Play');
    expect(status()).toBe('');
  });
});

describe('a video that fails to load (issue #18 point 27)', () => {
  it('disables every control that acts on it, Clear included', () => {
    const { video } = renderPlayer({ markedStartMs: 1000 });
    fireEvent.error(video!);
    for (const name of [
      messages.player.frameBack,
      'Play',
      messages.player.frameForward,
      messages.player.captureFrame,
      messages.player.markStart,
      messages.player.markEnd,
      messages.player.clear,
    ]) {
      expect(button(name).disabled, name).toBe(true);
    }
  });
});

describe('the Play button (issue #18 point 10)', () => {
  it('keeps the room of its longer label, so the row does not move', () => {
    renderPlayer();
    const play = button('Play');
    // Both labels are laid out in one cell; only the current one is visible and named.
    expect(play.textContent).toContain('Play');
    expect(play.textContent).toContain('Pause');
    click('Play');
    expect(button('Pause')).toBe(play);
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });
});
