import { SHORTCUT_HELP } from './shortcuts';

/** The list of keyboard shortcuts, folded under the stage. */
export function ShortcutHelp() {
  return (
    <details className="media-card media-shortcuts">
      <summary>Raccourcis clavier</summary>
      <dl>
        {SHORTCUT_HELP.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
      <p className="media-note">Les raccourcis sont ignorés pendant la saisie dans un champ.</p>
    </details>
  );
}
