import { describe, expect, it } from 'vitest';
import { commandForKey, isTextField, type KeyPress } from './annotation-keys';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('commandForKey', () => {
  it('undoes with Ctrl+Z and Cmd+Z', () => {
    expect(commandForKey(press('z', { ctrlKey: true }), false)).toBe('undo');
    expect(commandForKey(press('z', { metaKey: true }), false)).toBe('undo');
  });

  it('redoes with Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y', () => {
    expect(commandForKey(press('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(commandForKey(press('Z', { metaKey: true, shiftKey: true }), false)).toBe('redo');
    expect(commandForKey(press('y', { ctrlKey: true }), false)).toBe('redo');
  });

  it('deletes with Delete or Backspace', () => {
    expect(commandForKey(press('Delete'), false)).toBe('delete');
    expect(commandForKey(press('Backspace'), false)).toBe('delete');
  });

  it('leaves other keys, Alt combinations and text fields alone', () => {
    expect(commandForKey(press('z'), false)).toBeNull();
    expect(commandForKey(press('z', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(commandForKey(press('z', { ctrlKey: true }), true)).toBeNull();
    expect(commandForKey(press('Delete'), true)).toBeNull();
  });
});

describe('isTextField', () => {
  it('knows typing fields from buttons', () => {
    const text = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTextField(text)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(checkbox)).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
