/** The editor's keyboard shortcuts (docs/design/media.md), as a pure mapping from a key press to an action. */

export type ShortcutAction =
  | { type: 'resetRotation' }
  | { type: 'rotate'; by: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'save' }
  | { type: 'resetAll' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export const SHORTCUT_HELP: { keys: string; label: string }[] = [
  { keys: 'R', label: 'Réinitialiser la rotation' },
  { keys: '← / →', label: 'Tourner de 5° (15° avec Maj)' },
  { keys: 'Ctrl/Cmd + Z', label: 'Annuler' },
  { keys: 'Ctrl/Cmd + Y', label: 'Rétablir' },
  { keys: 'Ctrl/Cmd + S', label: 'Enregistrer dans la galerie' },
  { keys: 'Échap', label: 'Tout réinitialiser' },
];

export function shortcutFor(press: KeyPress): ShortcutAction | null {
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (mod && !press.altKey) {
    if (key === 'z' && !press.shiftKey) return { type: 'undo' };
    if (key === 'y' || (key === 'z' && press.shiftKey)) return { type: 'redo' };
    if (key === 's') return { type: 'save' };
    return null;
  }
  if (press.altKey || mod) return null;
  if (key === 'r') return { type: 'resetRotation' };
  if (key === 'ArrowLeft') return { type: 'rotate', by: press.shiftKey ? -15 : -5 };
  if (key === 'ArrowRight') return { type: 'rotate', by: press.shiftKey ? 15 : 5 };
  if (key === 'Escape') return { type: 'resetAll' };
  return null;
}

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'image']);

/**
 * Shortcuts are ignored while typing: text inputs, text areas, selects, editable content, and the
 * controls that use the arrows themselves (sliders, the crop frame).
 */
export function ignoresShortcuts(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('textarea, select, [contenteditable="true"], .ReactCrop, [role="dialog"]')) return true;
  if (element instanceof HTMLInputElement) {
    if (element.type === 'range') return true;
    return !NON_TEXT_INPUTS.has(element.type);
  }
  return false;
}
