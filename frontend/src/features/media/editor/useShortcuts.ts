import { useEffect, useRef, type Dispatch } from 'react';
import type { EditorAction } from './editorState';
import { ignoresShortcuts, shortcutFor } from './shortcuts';

/** The editor's keyboard shortcuts; ignored while typing in a field or with a dialog open. */
export function useShortcuts(hasImage: boolean, dispatch: Dispatch<EditorAction>, save: () => void) {
  const shortcutRef = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    shortcutRef.current = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ignoresShortcuts(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const action = shortcutFor(event);
      if (!action) return;
      if (action.type === 'save') {
        event.preventDefault();
        save();
        return;
      }
      if (!hasImage) return;
      event.preventDefault();
      switch (action.type) {
        case 'rotate':
          dispatch({ type: 'rotateBy', by: action.by });
          break;
        default:
          dispatch({ type: action.type });
      }
    };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => shortcutRef.current(event);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
