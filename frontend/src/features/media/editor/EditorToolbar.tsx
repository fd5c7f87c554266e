import type { Dispatch, SetStateAction } from 'react';
import { Icon } from '../../../components/Icon';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom } from '../lib/crop';
import { canRedo, canUndo, type History } from '../lib/history';
import type { StageMode } from './CropStage';
import { sameEdit, type Edit, type EditorAction } from './editorState';

interface Props {
  mode: StageMode;
  onMode: (mode: StageMode) => void;
  zoom: number;
  onZoom: Dispatch<SetStateAction<number>>;
  edit: Edit;
  history: History<Edit>;
  dispatch: Dispatch<EditorAction>;
  compare: boolean;
  onCompare: Dispatch<SetStateAction<boolean>>;
}

/** Above the stage: move or crop, zoom, undo/redo, before/after, reset. */
export function EditorToolbar({
  mode,
  onMode,
  zoom,
  onZoom,
  edit,
  history,
  dispatch,
  compare,
  onCompare,
}: Props) {
  return (
    <div className="media-toolbar" role="toolbar" aria-label="Outils">
      <div className="media-segmented" role="group" aria-label="Mode">
        <button type="button" aria-pressed={mode === 'move'} onClick={() => onMode('move')}>
          Déplacer
        </button>
        <button type="button" aria-pressed={mode === 'crop'} onClick={() => onMode('crop')}>
          Recadrer
        </button>
      </div>
      <div className="media-zoom">
        <button
          type="button"
          className="media-tool"
          onClick={() => onZoom((z) => clampZoom(z - ZOOM_STEP))}
          disabled={zoom <= ZOOM_MIN}
          aria-label="Zoom arrière"
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={zoom}
          aria-label="Zoom"
          aria-valuetext={`${Math.round(zoom * 100)} %`}
          onChange={(event) => onZoom(clampZoom(Number(event.target.value)))}
        />
        <button
          type="button"
          className="media-tool"
          onClick={() => onZoom((z) => clampZoom(z + ZOOM_STEP))}
          disabled={zoom >= ZOOM_MAX}
          aria-label="Zoom avant"
        >
          <Icon name="plus" size={18} />
        </button>
        <button type="button" className="media-zoom__value" onClick={() => onZoom(1)} title="Ajuster">
          {Math.round(zoom * 100)} %
        </button>
      </div>
      {/* data-history: whether the live edit is recorded in the history yet (its snapshot comes 500 ms after a change). */}
      <div
        className="media-toolbar__end"
        data-history={sameEdit(history.present, edit) ? 'saved' : 'pending'}
      >
        <button
          type="button"
          className="media-tool"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={!canUndo(history) && sameEdit(history.present, edit)}
          aria-label="Annuler"
          title="Annuler (Ctrl+Z)"
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          className="media-tool"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={!canRedo(history)}
          aria-label="Rétablir"
          title="Rétablir (Ctrl+Y)"
        >
          <span aria-hidden="true">↷</span>
        </button>
        <button
          type="button"
          className="media-tool media-tool--text"
          aria-pressed={compare}
          onClick={() => onCompare((c) => !c)}
        >
          Avant / après
        </button>
        <button
          type="button"
          className="media-tool media-tool--text"
          onClick={() => dispatch({ type: 'resetAll' })}
          title="Tout réinitialiser (Échap)"
        >
          Réinitialiser
        </button>
      </div>
    </div>
  );
}
