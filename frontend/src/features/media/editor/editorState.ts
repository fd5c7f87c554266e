/** The editor's edit state and its undo/redo history (pure reducer). */
import { clampRotation, initialCrop, sameCrop, type PercentCrop } from '../lib/crop';
import { DEFAULT_ADJUSTMENTS, sameAdjustments, type Adjustments } from '../lib/filters';
import { createHistory, record, redo, undo, type History } from '../lib/history';

/** One snapshot of the history: what the photo looks like. */
export interface Edit {
  crop: PercentCrop;
  rotation: number;
  adjustments: Adjustments;
}

export interface EditorState {
  edit: Edit;
  history: History<Edit>;
  /** The edit a reset (Esc) goes back to. */
  initial: Edit;
}

export type EditorAction =
  | { type: 'load'; naturalWidth: number; naturalHeight: number; aspect: number }
  | { type: 'crop'; crop: PercentCrop }
  | { type: 'rotation'; rotation: number }
  | { type: 'rotateBy'; by: number }
  | { type: 'adjust'; patch: Partial<Adjustments> }
  | { type: 'apply'; rotation: number; adjustments: Adjustments }
  | { type: 'commit' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'resetRotation' }
  | { type: 'resetAll' };

export function sameEdit(a: Edit, b: Edit): boolean {
  return (
    a.rotation === b.rotation && sameCrop(a.crop, b.crop) && sameAdjustments(a.adjustments, b.adjustments)
  );
}

export function startEdit(naturalWidth: number, naturalHeight: number, aspect = 1): Edit {
  return {
    crop: initialCrop(naturalWidth, naturalHeight, aspect),
    rotation: 0,
    adjustments: DEFAULT_ADJUSTMENTS,
  };
}

export function initialEditorState(): EditorState {
  const edit = startEdit(1, 1);
  return { edit, history: createHistory(edit), initial: edit };
}

/** Records the live edit in the history (what the 500 ms debounce does). */
function committed(state: EditorState): History<Edit> {
  return record(state.history, state.edit, sameEdit);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load': {
      const edit = startEdit(action.naturalWidth, action.naturalHeight, action.aspect);
      return { edit, history: createHistory(edit), initial: edit };
    }
    case 'crop':
      return { ...state, edit: { ...state.edit, crop: action.crop } };
    case 'rotation':
      return { ...state, edit: { ...state.edit, rotation: clampRotation(action.rotation) } };
    case 'rotateBy':
      return { ...state, edit: { ...state.edit, rotation: clampRotation(state.edit.rotation + action.by) } };
    case 'resetRotation':
      return { ...state, edit: { ...state.edit, rotation: 0 } };
    case 'adjust':
      return {
        ...state,
        edit: { ...state.edit, adjustments: { ...state.edit.adjustments, ...action.patch } },
      };
    case 'apply':
      return {
        ...state,
        edit: { ...state.edit, rotation: clampRotation(action.rotation), adjustments: action.adjustments },
      };
    case 'resetAll':
      return { ...state, edit: state.initial };
    case 'commit': {
      const history = committed(state);
      return history === state.history ? state : { ...state, history };
    }
    case 'undo': {
      // A change still waiting for its snapshot is recorded first, so undo goes back from it.
      const history = undo(committed(state));
      return { ...state, history, edit: history.present };
    }
    case 'redo': {
      const pending = committed(state);
      if (pending !== state.history) return { ...state, history: pending, edit: pending.present };
      const history = redo(state.history);
      return { ...state, history, edit: history.present };
    }
  }
}
