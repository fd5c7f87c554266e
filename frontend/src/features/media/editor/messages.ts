import { toast } from 'sonner';
import { StorageFullError } from '../lib/storage';

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
export const HISTORY_SNAPSHOT_MS = 500;
export const EDITED_WITH = "Éditeur d'images BoxPlaisir";

/** Successes show as a toast, where the administrator is looking, whatever the scroll position. */
export function announce(message: string) {
  toast.success(message, { duration: BANNER_MS });
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof StorageFullError ? EDITOR_MESSAGES.storageFull : fallback;
}

/** '3 images exportées', '1 image traitée': French plural of a count and its words. */
export function countOf(count: number, noun: string, participle: string): string {
  const s = count > 1 ? 's' : '';
  return `${count} ${noun}${s} ${participle}${s}`;
}
