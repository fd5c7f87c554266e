import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { Tabs } from '../../../components/Tabs';
import {
  clampZoom,
  cropWithAspect,
  largestCrop,
  outputSize as computeOutputSize,
  squareCrop,
  toPercent,
  toPixels,
} from '../lib/crop';
import { downloadBlob } from '../lib/files';
import { formatBytes } from '../lib/gallery';
import { presetAdjustments, presetQuality, type EditorPreset } from '../lib/presets';
import { QUALITY_DEFAULT, clampQuality, type ExportFormat } from '../lib/quality';
import { getRenderer } from '../render/renderer';
// The image tools' sheets, all of them and in this order on both pages (one shared stylesheet):
import '../media-page.css';
import '../editor/editor.css';
import '../editor/panels.css';
import '../gallery/gallery.css';
import '../narrow-screens.css';
import '../editor/publish-progress.css';
import { AdjustPanel } from './AdjustPanel';
import { CropPanel, type OutputChoice } from './CropPanel';
import { CropStage, type StageMode } from './CropStage';
import { EditorToolbar } from './EditorToolbar';
import { editorReducer, initialEditorState } from './editorState';
import { ExportPanel } from './ExportPanel';
import { FxDefs } from './FxDefs';
import { GalleryPicker } from './GalleryPicker';
import { EDITOR_MESSAGES } from './messages';
import { MultiSizePanel } from './MultiSizePanel';
import { CURRENT_SETTINGS, PresetsPanel } from './PresetsPanel';
import { PreviewPanel } from './PreviewPanel';
import { ShortcutHelp } from './ShortcutHelp';
import { UploadZone } from './UploadZone';
import { useBatch, type BatchSettings } from './useBatch';
import { useExports } from './useExports';
import { useHistorySnapshots } from './useHistorySnapshots';
import { useImageSource } from './useImageSource';
import { usePresets } from './usePresets';
import { useShortcuts } from './useShortcuts';

const DEFAULT_OUTPUT: OutputChoice = { preset: '800x800', width: 800, height: 800 };

/** /admin/image-editor: crop, turn, adjust, filter and export product photos. */
export default function ImageEditorPage() {
  const renderer = useMemo(() => getRenderer(), []);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, undefined, initialEditorState);
  const [zoom, setZoom] = useState(1);
  const [mode, setMode] = useState<StageMode>('crop');
  const [compare, setCompare] = useState(false);
  const [output, setOutput] = useState<OutputChoice>(DEFAULT_OUTPUT);
  const [format, setFormat] = useState<ExportFormat>('jpeg');
  const [quality, setQuality] = useState(QUALITY_DEFAULT);
  const [avifSupported, setAvifSupported] = useState<boolean | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);

  const { edit, history } = state;
  const aspect = output.width && output.height ? output.width / output.height : 1;

  useEffect(() => {
    let live = true;
    renderer.canEncode('avif').then((ok) => live && setAvifSupported(ok));
    return () => {
      live = false;
    };
  }, [renderer]);

  const onOpened = useCallback(
    (width: number, height: number) => {
      setZoom(1);
      setCompare(false);
      dispatch({ type: 'load', naturalWidth: width, naturalHeight: height, aspect });
    },
    [aspect],
  );
  const { image, thumbnail, openBlob, openFile, openGalleryImage, pickerOpen, setPickerOpen } =
    useImageSource(renderer, onOpened);
  useHistorySnapshots(edit, dispatch, image, aspect);

  const cropPixels = image ? toPixels(edit.crop, image.width, image.height) : null;
  const outSize = cropPixels
    ? computeOutputSize(output, cropPixels)
    : { width: output.width ?? 800, height: output.height ?? 800 };

  const {
    busy,
    sizesProgress,
    recent,
    publishProgress,
    jobFor,
    exportImage,
    publishToShop,
    saveToGallery,
    exportSizes,
  } = useExports({ renderer, image, edit, format, quality, outSize, cropPixels, aspect });
  const { batchProgress, batchResults, runBatch } = useBatch(renderer, aspect, outSize);
  const { presets, savePreset, deletePreset } = usePresets();
  useShortcuts(!!image, dispatch, () => void saveToGallery());

  /** A batch runs with a saved preset, or with the current settings. */
  const batchSettings = (presetId: string): BatchSettings => {
    const preset = presetId === CURRENT_SETTINGS ? undefined : presets.find((p) => p.id === presetId);
    return preset
      ? {
          rotation: preset.rotation,
          adjustments: presetAdjustments(preset),
          format: preset.format,
          quality: presetQuality(preset),
        }
      : { rotation: edit.rotation, adjustments: edit.adjustments, format, quality };
  };

  const applyPreset = (preset: EditorPreset) => {
    dispatch({ type: 'apply', rotation: preset.rotation, adjustments: presetAdjustments(preset) });
    setZoom(clampZoom(preset.scale));
    setFormat(preset.format === 'avif' && !avifSupported ? 'jpeg' : preset.format);
    setQuality(presetQuality(preset));
  };

  const previewJob = jobFor(outSize.width, outSize.height, { quality: undefined });

  return (
    <div className="media-page">
      <FxDefs />
      <header className="media-header">
        <div>
          <h1 className="media-header__title">Éditeur d'images</h1>
          <p className="media-header__lead">
            Recadrez, redressez et retouchez les photos produits, puis exportez-les en 800 × 800.
          </p>
        </div>
        <div className="media-buttons">
          <Link to="/admin/gallery" className="btn btn--secondary btn--md">
            <Icon name="gift" size={18} />
            Galerie
          </Link>
          <Button
            variant="ghost"
            onClick={() => setConfirmLeave(true)}
            icon={<Icon name="chevronLeft" size={18} />}
          >
            Retour Admin
          </Button>
        </div>
      </header>

      <div className="media-editor">
        <div className="media-editor__main">
          {!image ? (
            <UploadZone onFile={openFile} onOpenGallery={() => setPickerOpen(true)} />
          ) : (
            <section className="media-card media-workspace" aria-label="Zone de recadrage">
              <EditorToolbar
                mode={mode}
                onMode={setMode}
                zoom={zoom}
                onZoom={setZoom}
                edit={edit}
                history={history}
                dispatch={dispatch}
                compare={compare}
                onCompare={setCompare}
              />
              <CropStage
                src={image.url}
                alt={`Photo en cours d'édition : ${image.name}`}
                naturalWidth={image.width}
                naturalHeight={image.height}
                crop={edit.crop}
                aspect={aspect}
                rotation={edit.rotation}
                adjustments={edit.adjustments}
                zoom={zoom}
                mode={mode}
                showOriginal={compare}
                onCropChange={(crop) => dispatch({ type: 'crop', crop })}
                onImageError={() => toast.error(EDITOR_MESSAGES.readImage)}
              />
              <div className="media-workspace__foot">
                <p className="media-note" data-testid="image-info">
                  {image.name} · {image.width} × {image.height} px · {formatBytes(image.size)} · rotation{' '}
                  {edit.rotation}°
                </p>
                <UploadZone compact onFile={openFile} onOpenGallery={() => setPickerOpen(true)} />
              </div>
            </section>
          )}
          <ShortcutHelp />
        </div>

        <aside className="media-editor__side" aria-label="Réglages de l'image">
          {image && previewJob ? (
            <PreviewPanel renderer={renderer} sourceKey={image.key} job={previewJob} compare={compare} />
          ) : (
            <section className="media-card media-preview media-preview--empty">
              <h2 className="media-card__title">Aperçu</h2>
              <p className="media-note">Chargez une photo pour voir le résultat en 250 × 250.</p>
            </section>
          )}
          <div className="media-card media-tabs">
            <Tabs
              label="Outils de l'éditeur"
              tabs={[
                {
                  id: 'adjust',
                  label: 'Réglages',
                  content: (
                    <AdjustPanel
                      rotation={edit.rotation}
                      adjustments={edit.adjustments}
                      thumbnail={thumbnail}
                      onRotation={(rotation) => dispatch({ type: 'rotation', rotation })}
                      onRotateBy={(by) => dispatch({ type: 'rotateBy', by })}
                      onAdjust={(patch) => dispatch({ type: 'adjust', patch })}
                    />
                  ),
                },
                {
                  id: 'crop',
                  label: 'Recadrage',
                  content: (
                    <CropPanel
                      output={output}
                      outputSize={outSize}
                      cropPixels={cropPixels}
                      onQuickCrop={(side) => {
                        if (!image) return;
                        const square = squareCrop(side, image.width, image.height);
                        dispatch({
                          type: 'crop',
                          crop: cropWithAspect(square, aspect, image.width, image.height),
                        });
                      }}
                      onWholeImage={() => {
                        if (!image) return;
                        const px = largestCrop(image.width, image.height, aspect);
                        dispatch({ type: 'crop', crop: toPercent(px, image.width, image.height) });
                      }}
                      onOutput={setOutput}
                    />
                  ),
                },
                {
                  id: 'export',
                  label: 'Export',
                  content: (
                    <ExportPanel
                      format={format}
                      quality={quality}
                      avifSupported={avifSupported}
                      outputSize={outSize}
                      busy={busy}
                      hasImage={!!image}
                      onFormat={setFormat}
                      onQuality={(q) => setQuality(clampQuality(q))}
                      onExport={() => void exportImage()}
                      onSave={() => void saveToGallery()}
                      onPublish={() => void publishToShop()}
                      publishProgress={publishProgress}
                    />
                  ),
                },
                {
                  id: 'sizes',
                  label: 'Multi-tailles',
                  content: (
                    <MultiSizePanel
                      cropPixels={cropPixels}
                      progress={sizesProgress}
                      recent={recent}
                      hasImage={!!image}
                      onExport={(sizes) => void exportSizes(sizes)}
                      onLoadRecent={(entry) => {
                        openBlob(entry.blob, entry.name).catch(() => toast.error(EDITOR_MESSAGES.loadImage));
                      }}
                      onDownloadRecent={(entry) => downloadBlob(entry.blob, entry.name)}
                    />
                  ),
                },
                {
                  id: 'presets',
                  label: 'Préréglages',
                  content: (
                    <PresetsPanel
                      presets={presets}
                      batchProgress={batchProgress}
                      batchResults={batchResults}
                      onSave={(name) =>
                        savePreset(name, {
                          zoom,
                          rotation: edit.rotation,
                          adjustments: edit.adjustments,
                          quality,
                          format,
                        })
                      }
                      onApply={applyPreset}
                      onDelete={deletePreset}
                      onBatch={(files, presetId) => void runBatch(files, batchSettings(presetId))}
                    />
                  ),
                },
              ]}
            />
          </div>
        </aside>
      </div>

      <GalleryPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(entry) => void openGalleryImage(entry)}
      />
      <ConfirmDialog
        open={confirmLeave}
        title="Quitter l'éditeur ?"
        message={EDITOR_MESSAGES.leave}
        confirmLabel="Quitter"
        cancelLabel="Rester"
        onCancel={() => setConfirmLeave(false)}
        onConfirm={() => {
          setConfirmLeave(false);
          navigate('/admin');
        }}
      />
    </div>
  );
}
