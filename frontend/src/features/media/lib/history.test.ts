import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, createHistory, record, redo, size, undo } from './history';

describe('history', () => {
  it('undoes and redoes', () => {
    let h = createHistory(0);
    h = record(h, 1);
    h = record(h, 2);
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe(1);
    h = undo(h);
    expect(h.present).toBe(0);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe(2);
    expect(canRedo(h)).toBe(false);
  });

  it('keeps at most 15 snapshots, dropping the oldest', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 40; i++) h = record(h, i);
    expect(HISTORY_LIMIT).toBe(15);
    expect(size(h)).toBe(15);
    expect(h.past[0]).toBe(26);
    for (let i = 0; i < 20; i++) h = undo(h);
    expect(h.present).toBe(26);
    expect(size(h)).toBe(15);
  });

  it('drops the redo branch on a new change and ignores an unchanged snapshot', () => {
    let h = createHistory({ v: 1 });
    h = record(h, { v: 2 });
    h = undo(h);
    h = record(h, { v: 3 });
    expect(canRedo(h)).toBe(false);
    const same = record(h, { v: 3 }, (a, b) => a.v === b.v);
    expect(same).toBe(h);
  });

  it('honours another limit', () => {
    let h = createHistory('a', 3);
    h = record(h, 'b');
    h = record(h, 'c');
    h = record(h, 'd');
    expect(h.past).toEqual(['b', 'c']);
  });
});
