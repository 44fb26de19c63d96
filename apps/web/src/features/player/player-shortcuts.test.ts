import { describe, expect, it } from 'vitest';
import {
  isActivatedBySpace,
  isTextEntryTarget,
  type KeyPress,
  shortcutAction,
} from './player-shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('shortcutAction', () => {
  it('maps the player keys', () => {
    expect(shortcutAction(press(' '))).toBe('togglePlay');
    expect(shortcutAction(press('ArrowLeft'))).toBe('frameBack');
    expect(shortcutAction(press('ArrowRight'))).toBe('frameForward');
    expect(shortcutAction(press('ArrowLeft', { shiftKey: true }))).toBe('secondBack');
    expect(shortcutAction(press('ArrowRight', { shiftKey: true }))).toBe('secondForward');
    expect(shortcutAction(press('i'))).toBe('markStart');
    expect(shortcutAction(press('I', { shiftKey: true }))).toBe('markStart');
    expect(shortcutAction(press('o'))).toBe('markEnd');
    expect(shortcutAction(press('c'))).toBe('capture');
    expect(shortcutAction(press('?', { shiftKey: true }))).toBe('toggleShortcuts');
  });

  it('leaves other keys and browser/OS chords alone', () => {
    expect(shortcutAction(press('x'))).toBeNull();
    expect(shortcutAction(press('Enter'))).toBeNull();
    expect(shortcutAction(press('c', { ctrlKey: true }))).toBeNull();
    expect(shortcutAction(press('c', { metaKey: true }))).toBeNull();
    expect(shortcutAction(press('ArrowLeft', { altKey: true }))).toBeNull();
  });
});

describe('isTextEntryTarget', () => {
  const input = (type: string) => Object.assign(document.createElement('input'), { type });

  it('is true where keys type or move a value', () => {
    expect(isTextEntryTarget(input('text'))).toBe(true);
    expect(isTextEntryTarget(input('number'))).toBe(true);
    expect(isTextEntryTarget(input('range'))).toBe(true);
    expect(isTextEntryTarget(document.createElement('textarea'))).toBe(true);
    expect(isTextEntryTarget(document.createElement('select'))).toBe(true);
  });

  it('is false for buttons, the video and non-elements', () => {
    expect(isTextEntryTarget(input('checkbox'))).toBe(false);
    expect(isTextEntryTarget(document.createElement('button'))).toBe(false);
    expect(isTextEntryTarget(document.createElement('video'))).toBe(false);
    expect(isTextEntryTarget(null)).toBe(false);
  });
});

describe('isActivatedBySpace', () => {
  it('is true on buttons and inside them, false on the video', () => {
    const button = document.createElement('button');
    const icon = document.createElement('span');
    button.append(icon);
    expect(isActivatedBySpace(button)).toBe(true);
    expect(isActivatedBySpace(icon)).toBe(true);
    expect(isActivatedBySpace(document.createElement('video'))).toBe(false);
  });
});
