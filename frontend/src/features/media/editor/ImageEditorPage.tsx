import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { Tabs } from '../../../components/Tabs';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  clampZoom,
  cropWithAspect,
  largestCrop,
  outputSize as computeOutputSize,
  squareCrop,
  toPercent,
  toPixels,
} from '../lib/crop';
import { addRecent, getGalleryImage, listRecent, putGalleryImage, type RecentExport } from '../lib/db';
import { DEFAULT_ADJUSTMENTS } from '../lib/filters';
import { blobToDataUrl, dataUrlToBlob, downloadBlob, readFileBlob } from '../lib/files';
import { formatBytes, newId, type GalleryImage } from '../lib/gallery';
import { canRedo, canUndo } from '../lib/history';
import {
  makePreset,
  parsePresets,
  presetAdjustments,
  presetQuality,
  type EditorPreset,
} from '../lib/presets';
import {
  QUALITY_DEFAULT,
  clampQuality,
  encoderQuality,
  exportFileName,
  type ExportFormat,
  type ExportSize,
} from '../lib/quality';
import { MEDIA_KEYS, StorageFullError, readJsonKey, writeJsonKey } from '../lib/storage';
import { uploadError } from '../lib/validation';
import type { RenderJob } from '../render/draw';
import { getRenderer } from '../render/renderer';
import '../media.css';
import { AdjustPanel } from './AdjustPanel';
import { CropPanel, type OutputChoice } from './CropPanel';
import { CropStage, type StageMode } from './CropStage';
import { editorReducer, initialEditorState, sameEdit } from './editorState';
import { ExportPanel } from './ExportPanel';
import { usePublishToShop } from '../lib/usePublishToShop';
import { FxDefs } from './FxDefs';
import { GalleryPicker } from './GalleryPicker';
import { MultiSizePanel } from './MultiSizePanel';
import { CURRENT_SETTINGS, PresetsPanel } from './PresetsPanel';
import { PreviewPanel } from './PreviewPanel';
import { SHORTCUT_HELP, ignoresShortcuts, shortcutFor } from './shortcuts';
import { UploadZone } from './UploadZone';

export const EDITOR_MESSAGES = {
  nothingToSave: 'Aucune image à sauvegarder',
  generation: "Erreur lors de la génération de l'image",
  readImage: "Erreur lors de la lecture de l'image",
  galleryWrite: 'Erreur lors de la sauvegarde dans la galerie',
  save: 'Erreur lors de la sauvegarde',
  loadImage: "Erreur lors du chargement de l'image",
  readFile: 'Erreur lors de la lecture du fichier',
  storageFull: 'Espace de stockage insuffisant',
  leave: "Êtes-vous sûr de vouloir quitter l'éditeur ? Les modifications non sauvegardées seront perdues.",
} as const;

export const BANNER_MS = 4000;

/** Successes show as a toast, where the administrator is looking, whatever the scroll position. */
function announce(message: string) {
  toast.success(message, { duration: BANNER_MS });
}
/** Longest side of the copy shown on the stage (exports always use the full photo). */
const STAGE_MAX_SIDE = 2400;
export const HISTORY_SNAPSHOT_MS = 500;
export const EDITED_WITH = "Éditeur d'images BoxPlaisir";

interface LoadedImage {
  key: string;
  name: string;
  type: string;
  size: number;
  url: string;
  width: number;
  height: number;
  galleryId?: string;
}

type Progress = { label: string; done: number; total: number } | null;

const DEFAULT_OUTPUT: OutputChoice = { preset: '800x800', width: 800, height: 800 };

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof StorageFullError ? EDITOR_MESSAGES.storageFull : fallback;
}

/** /admin/image-editor: crop, turn, adjust, filter and export product photos. */
export default function ImageEditorPage() {
  const renderer = useMemo(() => getRenderer(), []);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, dispatch] = useReducer(editorReducer, undefined, initialEditorState);
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [mode, setMode] = useState<StageMode>('crop');
  const [compare, setCompare] = useState(false);
  const [output, setOutput] = useState<OutputChoice>(DEFAULT_OUTPUT);
  const [format, setFormat] = useState<ExportFormat>('jpeg');
  const [quality, setQuality] = useState(QUALITY_DEFAULT);
  const [avifSupported, setAvifSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [sizesProgress, setSizesProgress] = useState<Progress>(null);
  const [batchProgress, setBatchProgress] = useState<Progress>(null);
  const [batchResults, setBatchResults] = useState<{ name: string; url: string }[]>([]);
  const [recent, setRecent] = useState<RecentExport[]>([]);
  const [presets, setPresets] = useState<EditorPreset[]>(() => parsePresets(readJsonKey(MEDIA_KEYS.presets)));
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const imageRef = useRef<LoadedImage | null>(null);

  const { edit, history } = state;
  const aspect = output.width && output.height ? output.width / output.height : 1;
  const cropPixels = image ? toPixels(edit.crop, image.width, image.height) : null;
  const outSize = cropPixels
    ? computeOutputSize(output, cropPixels)
    : { width: output.width ?? 800, height: output.height ?? 800 };

  // ---------- lifecycle ----------
  useEffect(() => {
    let live = true;
    renderer.canEncode('avif').then((ok) => live && setAvifSupported(ok));
    listRecent()
      .then((entries) => live && setRecent(entries))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [renderer]);

  useEffect(
    () => () => {
      const current = imageRef.current;
      if (current) {
        renderer.unload(current.key);
        URL.revokeObjectURL(current.url);
      }
    },
    [renderer],
  );

  useEffect(() => {
    if (!thumbnail) return;
    return () => URL.revokeObjectURL(thumbnail);
  }, [thumbnail]);

  useEffect(() => {
    return () => batchResults.forEach((result) => URL.revokeObjectURL(result.url));
  }, [batchResults]);

  // A snapshot 500 ms after a change.
  useEffect(() => {
    if (!image) return;
    const timer = setTimeout(() => dispatch({ type: 'commit' }), HISTORY_SNAPSHOT_MS);
    return () => clearTimeout(timer);
  }, [edit, image]);

  // The crop frame follows the output proportions.
  useEffect(() => {
    if (!image) return;
    const current = toPixels(edit.crop, image.width, image.height);
    if (Math.abs(current.width / current.height - aspect) < 0.01) return;
    dispatch({ type: 'crop', crop: cropWithAspect(edit.crop, aspect, image.width, image.height) });
  }, [aspect, image, edit.crop]);

  // ---------- opening photos ----------
  const openBlob = useCallback(
    async (blob: Blob, name: string, galleryId?: string): Promise<boolean> => {
      const key = newId();
      let dims: { width: number; height: number };
      try {
        dims = await renderer.load(key, blob);
      } catch {
        toast.error(EDITOR_MESSAGES.readImage);
        return false;
      }
      // The stage shows a screen-sized copy made off the main thread and decoded before it is
      // shown: painting a 12-megapixel photo would block the page for most of a second.
      let display: Blob = blob;
      const longest = Math.max(dims.width, dims.height);
      if (longest > STAGE_MAX_SIDE) {
        const scale = STAGE_MAX_SIDE / longest;
        try {
          display = await renderer.render(key, {
            crop: { x: 0, y: 0, width: dims.width, height: dims.height },
            rotation: 0,
            adjustments: DEFAULT_ADJUSTMENTS,
            width: Math.round(dims.width * scale),
            height: Math.round(dims.height * scale),
            format: blob.type === 'image/jpeg' ? 'jpeg' : 'png',
            quality: 0.92,
          });
        } catch {
          display = blob;
        }
      }
      const url = URL.createObjectURL(display);
      const probe = new Image();
      probe.src = url;
      await probe.decode().catch(() => undefined);
      const previous = imageRef.current;
      if (previous) {
        renderer.unload(previous.key);
        URL.revokeObjectURL(previous.url);
      }
      const loaded: LoadedImage = {
        key,
        name,
        type: blob.type,
        size: blob.size,
        url,
        width: dims.width,
        height: dims.height,
        galleryId,
      };
      imageRef.current = loaded;
      setImage(loaded);
      setZoom(1);
      setCompare(false);
      dispatch({ type: 'load', naturalWidth: dims.width, naturalHeight: dims.height, aspect });
      const side = Math.min(dims.width, dims.height);
      renderer
        .render(key, {
          crop: {
            x: Math.round((dims.width - side) / 2),
            y: Math.round((dims.height - side) / 2),
            width: side,
            height: side,
          },
          rotation: 0,
          adjustments: DEFAULT_ADJUSTMENTS,
          width: 96,
          height: 96,
          format: 'jpeg',
          quality: 0.8,
        })
        .then((thumb) => setThumbnail(URL.createObjectURL(thumb)))
        .catch(() => setThumbnail(null));
      return true;
    },
    [renderer, aspect],
  );

  const openFile = useCallback(
    async (file: File) => {
      const refused = uploadError(file, 'editor');
      if (refused) {
        toast.error(refused);
        return;
      }
      performance.mark('media-open-start');
      let blob: Blob;
      try {
        blob = await readFileBlob(file);
      } catch {
        toast.error(EDITOR_MESSAGES.readFile);
        return;
      }
      if (await openBlob(blob, file.name)) performance.measure('media-open', 'media-open-start');
    },
    [openBlob],
  );

  const openGalleryImage = useCallback(
    async (entry: GalleryImage) => {
      setPickerOpen(false);
      try {
        const blob = await dataUrlToBlob(entry.dataUrl);
        await openBlob(blob, entry.originalName || entry.name, entry.id);
      } catch {
        toast.error(EDITOR_MESSAGES.loadImage);
      }
    },
    [openBlob],
  );

  // /admin/image-editor?image=<id> opens a gallery image.
  const requestedId = searchParams.get('image');
  useEffect(() => {
    if (!requestedId) return;
    let live = true;
    getGalleryImage(requestedId)
      .then((entry) => {
        if (!live) return;
        if (entry) void openGalleryImage(entry);
        else toast.error(EDITOR_MESSAGES.loadImage);
      })
      .catch(() => live && toast.error(EDITOR_MESSAGES.loadImage))
      .finally(() => live && setSearchParams({}, { replace: true }));
    return () => {
      live = false;
    };
  }, [requestedId, openGalleryImage, setSearchParams]);

  // ---------- rendering ----------
  const jobFor = useCallback(
    (width: number, height: number, overrides: Partial<RenderJob> = {}): RenderJob | null => {
      if (!image) return null;
      return {
        crop: toPixels(edit.crop, image.width, image.height),
        rotation: edit.rotation,
        adjustments: edit.adjustments,
        width,
        height,
        format,
        quality: encoderQuality(format, quality),
        ...overrides,
      };
    },
    [image, edit, format, quality],
  );

  const remember = useCallback(async (blob: Blob, name: string, job: RenderJob) => {
    const entry: RecentExport = {
      id: newId(),
      name,
      blob,
      size: Math.round((blob.size / 1024) * 10) / 10,
      compression: job.quality ?? null,
      dimensions: { width: job.width, height: job.height },
      format: job.format,
      timestamp: Date.now(),
    };
    try {
      await addRecent(entry);
      setRecent(await listRecent());
    } catch (error) {
      if (error instanceof StorageFullError) toast.warning(EDITOR_MESSAGES.storageFull, { duration: 6000 });
    }
  }, []);

  const exportImage = useCallback(async () => {
    const job = jobFor(outSize.width, outSize.height);
    if (!job || !image) {
      toast.error(EDITOR_MESSAGES.nothingToSave);
      return;
    }
    setBusy(true);
    performance.mark('media-export-start');
    try {
      const blob = await renderer.render(image.key, job);
      const name = exportFileName(image.name, job.width, job.height, job.format);
      downloadBlob(blob, name);
      performance.measure('media-export', 'media-export-start');
      announce(`Image exportée : ${name} (${formatBytes(blob.size)})`);
      await remember(blob, name, job);
    } catch {
      toast.error(EDITOR_MESSAGES.generation);
    } finally {
      setBusy(false);
    }
  }, [jobFor, outSize.width, outSize.height, image, renderer, remember]);

  const { publish, progress: publishProgress } = usePublishToShop();
  const publishToShop = useCallback(async () => {
    const job = jobFor(outSize.width, outSize.height);
    if (!job || !image) {
      toast.error(EDITOR_MESSAGES.nothingToSave);
      return;
    }
    setBusy(true);
    let blob: Blob;
    try {
      blob = await renderer.render(image.key, job);
    } catch {
      toast.error(EDITOR_MESSAGES.generation);
      setBusy(false);
      return;
    }
    setBusy(false);
    await publish(blob, exportFileName(image.name, job.width, job.height, job.format));
  }, [jobFor, outSize.width, outSize.height, image, renderer, publish]);

  const saveToGallery = useCallback(async () => {
    const job = jobFor(outSize.width, outSize.height);
    if (!job || !image) {
      toast.error(EDITOR_MESSAGES.nothingToSave);
      return;
    }
    setBusy(true);
    try {
      let blob: Blob;
      let thumb: Blob;
      try {
        blob = await renderer.render(image.key, job);
        const scale = 300 / Math.max(job.width, job.height);
        thumb = await renderer.render(image.key, {
          ...job,
          width: Math.max(1, Math.round(job.width * scale)),
          height: Math.max(1, Math.round(job.height * scale)),
          format: 'jpeg',
          quality: 0.75,
        });
      } catch {
        toast.error(EDITOR_MESSAGES.generation);
        return;
      }
      const name = exportFileName(image.name, job.width, job.height, job.format);
      try {
        const entry: GalleryImage = {
          id: newId(),
          name,
          originalName: image.name,
          dataUrl: await blobToDataUrl(blob),
          thumbnailUrl: await blobToDataUrl(thumb),
          size: blob.size,
          type: blob.type,
          createdAt: new Date().toISOString(),
          dimensions: { width: job.width, height: job.height },
          tags: [],
          description: '',
          metadata: {
            editedWith: EDITED_WITH,
            filters: { ...job.adjustments, rotation: job.rotation },
            crop: job.crop,
            source: image.galleryId ?? null,
            format: job.format,
            quality: job.quality ?? null,
          },
        };
        await putGalleryImage(entry);
      } catch (error) {
        toast.error(errorMessage(error, EDITOR_MESSAGES.galleryWrite));
        return;
      }
      announce(`Image sauvegardée dans la galerie : ${name}`);
    } finally {
      setBusy(false);
    }
  }, [jobFor, outSize.width, outSize.height, image, renderer]);

  const exportSizes = useCallback(
    async (sizes: ExportSize[]) => {
      if (!image || !cropPixels) {
        toast.error(EDITOR_MESSAGES.nothingToSave);
        return;
      }
      const label = 'Export multi-tailles';
      setSizesProgress({ label, done: 0, total: sizes.length });
      const names: string[] = [];
      try {
        for (const [index, size] of sizes.entries()) {
          const width = size.side ?? cropPixels.width;
          const height = size.side ? Math.max(1, Math.round(size.side / aspect)) : cropPixels.height;
          const job = jobFor(width, height)!;
          const blob = await renderer.render(image.key, job);
          const name = exportFileName(image.name, width, height, job.format);
          downloadBlob(blob, name);
          names.push(name);
          await remember(blob, name, job);
          setSizesProgress({ label, done: index + 1, total: sizes.length });
        }
        announce(
          `${names.length} image${names.length > 1 ? 's' : ''} exportée${names.length > 1 ? 's' : ''} : ${names.join(', ')}`,
        );
      } catch {
        toast.error(EDITOR_MESSAGES.generation);
      } finally {
        setSizesProgress(null);
      }
    },
    [image, cropPixels, aspect, jobFor, renderer, remember],
  );

  const runBatch = useCallback(
    async (files: File[], presetId: string) => {
      const preset = presets.find((p) => p.id === presetId);
      const settings = preset
        ? {
            rotation: preset.rotation,
            adjustments: presetAdjustments(preset),
            format: preset.format,
            quality: presetQuality(preset),
          }
        : { rotation: edit.rotation, adjustments: edit.adjustments, format, quality };
      const label = 'Traitement du lot';
      setBatchResults([]);
      setBatchProgress({ label, done: 0, total: files.length });
      const results: { name: string; url: string }[] = [];
      const errors: string[] = [];
      for (const [index, file] of files.entries()) {
        const refused = uploadError(file, 'editor');
        if (refused) {
          errors.push(`${file.name} : ${refused}`);
        } else {
          const key = newId();
          try {
            const blob = await readFileBlob(file);
            const dims = await renderer.load(key, blob);
            const job: RenderJob = {
              crop: largestCrop(dims.width, dims.height, aspect),
              rotation: settings.rotation,
              adjustments: settings.adjustments,
              width: outSize.width,
              height: outSize.height,
              format: settings.format,
              quality: encoderQuality(settings.format, settings.quality),
            };
            const out = await renderer.render(key, job);
            const name = exportFileName(file.name, job.width, job.height, job.format);
            downloadBlob(out, name);
            results.push({ name, url: URL.createObjectURL(out) });
          } catch {
            errors.push(`${file.name} : ${EDITOR_MESSAGES.generation}`);
          } finally {
            renderer.unload(key);
          }
        }
        setBatchProgress({ label, done: index + 1, total: files.length });
      }
      setBatchProgress(null);
      setBatchResults(results);
      if (results.length)
        announce(
          `Lot terminé : ${results.length} image${results.length > 1 ? 's' : ''} traitée${results.length > 1 ? 's' : ''}`,
        );
      if (errors.length) toast.error(errors.join(' · '), { duration: 6000 });
    },
    [
      presets,
      edit.rotation,
      edit.adjustments,
      format,
      quality,
      renderer,
      aspect,
      outSize.width,
      outSize.height,
    ],
  );

  // ---------- presets ----------
  const savePresets = (next: EditorPreset[]): boolean => {
    try {
      writeJsonKey(MEDIA_KEYS.presets, next);
      setPresets(next);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, EDITOR_MESSAGES.save));
      return false;
    }
  };

  const savePreset = (name: string) => {
    const ok = savePresets([
      ...presets,
      makePreset(newId(), name, {
        zoom,
        rotation: edit.rotation,
        adjustments: edit.adjustments,
        quality,
        format,
      }),
    ]);
    if (ok) announce(`Préréglage «\u00a0${name.trim()}\u00a0» enregistré`);
    return ok;
  };

  const applyPreset = (preset: EditorPreset) => {
    dispatch({ type: 'apply', rotation: preset.rotation, adjustments: presetAdjustments(preset) });
    setZoom(clampZoom(preset.scale));
    setFormat(preset.format === 'avif' && !avifSupported ? 'jpeg' : preset.format);
    setQuality(presetQuality(preset));
  };

  // ---------- keyboard ----------
  const shortcutRef = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    shortcutRef.current = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ignoresShortcuts(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const action = shortcutFor(event);
      if (!action) return;
      if (action.type === 'save') {
        event.preventDefault();
        void saveToGallery();
        return;
      }
      if (!image) return;
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
              <div className="media-toolbar" role="toolbar" aria-label="Outils">
                <div className="media-segmented" role="group" aria-label="Mode">
                  <button type="button" aria-pressed={mode === 'move'} onClick={() => setMode('move')}>
                    Déplacer
                  </button>
                  <button type="button" aria-pressed={mode === 'crop'} onClick={() => setMode('crop')}>
                    Recadrer
                  </button>
                </div>
                <div className="media-zoom">
                  <button
                    type="button"
                    className="media-tool"
                    onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
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
                    onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
                  />
                  <button
                    type="button"
                    className="media-tool"
                    onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
                    disabled={zoom >= ZOOM_MAX}
                    aria-label="Zoom avant"
                  >
                    <Icon name="plus" size={18} />
                  </button>
                  <button
                    type="button"
                    className="media-zoom__value"
                    onClick={() => setZoom(1)}
                    title="Ajuster"
                  >
                    {Math.round(zoom * 100)} %
                  </button>
                </div>
                <div className="media-toolbar__end">
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
                    onClick={() => setCompare((c) => !c)}
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
                      onSave={savePreset}
                      onApply={applyPreset}
                      onDelete={(preset) => savePresets(presets.filter((p) => p.id !== preset.id))}
                      onBatch={(files, presetId) =>
                        void runBatch(files, presetId === CURRENT_SETTINGS ? '' : presetId)
                      }
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
