import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Field';
import { blobToDataUrl } from '../lib/files';
import { formatBytes } from '../lib/gallery';
import type { RecentExport } from '../lib/db';
import { EXPORT_SIZES, exportButtonLabel, formatInfo, type ExportSize } from '../lib/quality';
import { PanelSection, ProgressBar } from './controls';

interface MultiSizePanelProps {
  cropPixels: { width: number; height: number } | null;
  progress: { label: string; done: number; total: number } | null;
  recent: RecentExport[];
  hasImage: boolean;
  onExport: (sizes: ExportSize[]) => void;
  onLoadRecent: (entry: RecentExport) => void;
  onDownloadRecent: (entry: RecentExport) => void;
}

function RecentThumb({ entry }: { entry: RecentExport }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    blobToDataUrl(entry.blob)
      .then((dataUrl) => live && setUrl(dataUrl))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [entry.blob]);
  return url ? <img src={url} alt="" /> : null;
}

const timeFormat = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'short', timeStyle: 'short' });

/** The export tool: several sizes at once, and the 'Images récentes' side gallery. */
export function MultiSizePanel(props: MultiSizePanelProps) {
  const [enabled, setEnabled] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(EXPORT_SIZES.map((size) => [size.id, size.enabled])),
  );
  const chosen = EXPORT_SIZES.filter((size) => enabled[size.id]);
  return (
    <div className="media-panel">
      <PanelSection title="Tailles d'export">
        <div className="media-sizes">
          {EXPORT_SIZES.map((size) => (
            <Checkbox
              key={size.id}
              checked={enabled[size.id]}
              onChange={(event) => setEnabled((current) => ({ ...current, [size.id]: event.target.checked }))}
              label={
                <>
                  {size.label}{' '}
                  <span className="media-note">
                    {size.side
                      ? `${size.side} × ${size.side}`
                      : props.cropPixels
                        ? `${props.cropPixels.width} × ${props.cropPixels.height}`
                        : 'taille du recadrage'}
                  </span>
                </>
              }
            />
          ))}
        </div>
        <p className="media-note">Format et qualité : ceux de l'onglet Export.</p>
        <Button
          onClick={() => props.onExport(chosen)}
          disabled={chosen.length === 0 || !props.hasImage || !!props.progress}
        >
          {exportButtonLabel(chosen.length)}
        </Button>
        {props.progress && <ProgressBar {...props.progress} />}
      </PanelSection>

      <PanelSection title="Images récentes">
        {props.recent.length === 0 ? (
          <p className="media-note">Les images exportées apparaissent ici (20 au maximum).</p>
        ) : (
          <ul className="media-recent" role="list" aria-label="Images récentes">
            {props.recent.map((entry) => (
              <li key={entry.id} className="media-recent__item">
                <RecentThumb entry={entry} />
                <div className="media-recent__info">
                  <span className="media-recent__name" title={entry.name}>
                    {entry.name}
                  </span>
                  <span className="media-note">
                    {entry.dimensions.width} × {entry.dimensions.height} · {formatInfo(entry.format).label} ·{' '}
                    {formatBytes(entry.size * 1024)}
                    {entry.compression !== null ? ` · ${Math.round(entry.compression * 100)} %` : ''}
                  </span>
                  <span className="media-note">{timeFormat.format(entry.timestamp)}</span>
                </div>
                <div className="media-recent__actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => props.onLoadRecent(entry)}
                    aria-label={`Charger ${entry.name} dans l'éditeur`}
                  >
                    Charger
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => props.onDownloadRecent(entry)}
                    aria-label={`Télécharger ${entry.name}`}
                  >
                    Télécharger
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
    </div>
  );
}
