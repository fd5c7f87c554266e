import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editorState';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('editor state', () => {
  const loaded = run(initialEditorState(), {
    type: 'load',
    naturalWidth: 1000,
    naturalHeight: 1000,
    aspect: 1,
  });

  it('starts on a centred square crop of 80% of the width', () => {
    expect(loaded.edit.crop).toMatchObject({ x: 10, y: 10, width: 80, height: 80 });
    expect(loaded.edit.rotation).toBe(0);
  });

  it('undoes a change whose snapshot is still pending, and redoes it', () => {
    const changed = run(loaded, { type: 'adjust', patch: { filter: 'sepia' } });
    const undone = run(changed, { type: 'undo' });
    expect(undone.edit.adjustments.filter).toBe('none');
    const redone = run(undone, { type: 'redo' });
    expect(redone.edit.adjustments.filter).toBe('sepia');
  });

  it('steps through committed snapshots', () => {
    const s = run(
      loaded,
      { type: 'rotateBy', by: 5 },
      { type: 'commit' },
      { type: 'rotateBy', by: 15 },
      { type: 'commit' },
      { type: 'undo' },
    );
    expect(s.edit.rotation).toBe(5);
    expect(run(s, { type: 'undo' }).edit.rotation).toBe(0);
    expect(run(s, { type: 'redo' }).edit.rotation).toBe(20);
  });

  it('clamps rotation and resets', () => {
    const s = run(loaded, { type: 'rotation', rotation: 170 }, { type: 'rotateBy', by: 15 });
    expect(s.edit.rotation).toBe(180);
    expect(run(s, { type: 'resetRotation' }).edit.rotation).toBe(0);
    const all = run(s, { type: 'adjust', patch: { brightness: 150 } }, { type: 'resetAll' });
    expect(all.edit).toEqual(loaded.edit);
  });

  it('keeps 15 snapshots', () => {
    let s = loaded;
    for (let i = 1; i <= 30; i++) s = run(s, { type: 'rotation', rotation: i }, { type: 'commit' });
    for (let i = 0; i < 30; i++) s = run(s, { type: 'undo' });
    expect(s.edit.rotation).toBe(16);
  });
});
