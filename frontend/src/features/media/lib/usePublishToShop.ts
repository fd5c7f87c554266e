import { useCallback, useState } from 'react';
import { toast } from '../../../components/toast';
import { uploadToMediaLibrary, type UploadedMedia } from '../../../lib/mediaUpload';

export const PUBLISH_MESSAGES = {
  published: 'Image publiée dans la médiathèque de la boutique',
  failed: "La publication de l'image a échoué",
} as const;

/**
 * 'Publier sur la boutique': sends an image to the shop's media library (docs/design/media.md) and tracks the
 * upload's progress (0..1, null when idle) for the progress bar.
 */
export function usePublishToShop() {
  const [progress, setProgress] = useState<number | null>(null);
  const publish = useCallback(async (blob: Blob, name: string): Promise<UploadedMedia | null> => {
    setProgress(0);
    try {
      const media = await uploadToMediaLibrary(blob, name, setProgress);
      toast.success(PUBLISH_MESSAGES.published, {
        description: `Variantes 150 à 800 px prêtes pour les fiches produits (${media.width} × ${media.height}).`,
      });
      return media;
    } catch (error) {
      toast.error(PUBLISH_MESSAGES.failed, { description: (error as Error).message });
      return null;
    } finally {
      setProgress(null);
    }
  }, []);
  return { publish, progress, publishing: progress !== null };
}
