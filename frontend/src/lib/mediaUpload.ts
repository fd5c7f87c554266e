import { STORAGE_KEYS, readStorage } from './storage';

/** What POST /api/admin/media answers. */
export interface UploadedMedia {
  id: string;
  url: string;
  width: number;
  height: number;
  format: string;
  variants: { size: number; url: string }[];
  createdAt: string;
}

export const UPLOAD_FAILED_MESSAGE = "L'envoi de l'image a échoué. Veuillez réessayer.";

/**
 * Sends one image to the shop's media library (multipart, field `file`), reporting progress from 0 to 1.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Rejects with the server's French
 * message when the image is refused.
 */
export function uploadToMediaLibrary(
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    const token = readStorage(STORAGE_KEYS.token);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { message?: unknown } | null;
      if (request.status === 201 || request.status === 200) {
        onProgress(1);
        resolve(request.response as UploadedMedia);
      } else {
        reject(new Error(typeof body?.message === 'string' ? body.message : UPLOAD_FAILED_MESSAGE));
      }
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    const form = new FormData();
    form.append('file', file, fileName);
    request.send(form);
  });
}
