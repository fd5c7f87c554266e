export const GALLERY_MESSAGES = {
  storageFull: 'Espace de stockage insuffisant',
  loadFailed: 'Impossible de charger la galerie',
  deleteFailed: 'Erreur lors de la suppression',
} as const;

export const NOTIFY_MS = 4000;
