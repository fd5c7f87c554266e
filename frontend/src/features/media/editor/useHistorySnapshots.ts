import { useEffect, type Dispatch } from 'react';
import { cropWithAspect, toPixels } from '../lib/crop';
import type { Edit, EditorAction } from './editorState';
import { HISTORY_SNAPSHOT_MS } from './messages';

/**
 * The edit's undo/redo history: a snapshot 500 ms after a change, and a crop frame that
 * follows the output proportions.
 */
export function useHistorySnapshots(
  edit: Edit,
  dispatch: Dispatch<EditorAction>,
  image: { width: number; height: number } | null,
  aspect: number,
) {
  useEffect(() => {
    if (!image) return;
    const timer = setTimeout(() => dispatch({ type: 'commit' }), HISTORY_SNAPSHOT_MS);
    return () => clearTimeout(timer);
  }, [edit, image, dispatch]);

  useEffect(() => {
    if (!image) return;
    const current = toPixels(edit.crop, image.width, image.height);
    if (Math.abs(current.width / current.height - aspect) < 0.01) return;
    dispatch({ type: 'crop', crop: cropWithAspect(edit.crop, aspect, image.width, image.height) });
  }, [aspect, image, edit.crop, dispatch]);
}
