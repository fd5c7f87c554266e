import { describe, expect, it } from 'vitest';
import { ignoresShortcuts, shortcutFor, type KeyPress } from './shortcuts';

const press = (key: string, patch: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...patch,
});

describe('editor shortcuts', () => {
  it('maps the documented keys', () => {
    expect(shortcutFor(press('r'))).toEqual({ type: 'resetRotation' });
    expect(shortcutFor(press('R', { shiftKey: true }))).toEqual({ type: 'resetRotation' });
    expect(shortcutFor(press('ArrowLeft'))).toEqual({ type: 'rotate', by: -5 });
    expect(shortcutFor(press('ArrowRight', { shiftKey: true }))).toEqual({ type: 'rotate', by: 15 });
    expect(shortcutFor(press('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(shortcutFor(press('z', { metaKey: true }))).toEqual({ type: 'undo' });
    expect(shortcutFor(press('y', { ctrlKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutFor(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(shortcutFor(press('s', { metaKey: true }))).toEqual({ type: 'save' });
    expect(shortcutFor(press('Escape'))).toEqual({ type: 'resetAll' });
  });

  it('leaves other keys alone', () => {
    expect(shortcutFor(press('a'))).toBeNull();
    expect(shortcutFor(press('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('ArrowUp'))).toBeNull();
    expect(shortcutFor(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('is ignored inside text inputs, selects, sliders and the crop frame', () => {
    const text = document.createElement('input');
    const number = Object.assign(document.createElement('input'), { type: 'number' });
    const range = Object.assign(document.createElement('input'), { type: 'range' });
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const crop = document.createElement('div');
    crop.className = 'ReactCrop';
    const inCrop = document.createElement('div');
    crop.append(inCrop);
    expect(ignoresShortcuts(text)).toBe(true);
    expect(ignoresShortcuts(number)).toBe(true);
    expect(ignoresShortcuts(range)).toBe(true);
    expect(ignoresShortcuts(document.createElement('textarea'))).toBe(true);
    expect(ignoresShortcuts(document.createElement('select'))).toBe(true);
    expect(ignoresShortcuts(inCrop)).toBe(true);
    expect(ignoresShortcuts(checkbox)).toBe(false);
    expect(ignoresShortcuts(document.createElement('button'))).toBe(false);
    expect(ignoresShortcuts(document.body)).toBe(false);
    expect(ignoresShortcuts(null)).toBe(false);
  });
});
