import { STORAGE_KEYS, readStorage } from './storage';

export const DOWNLOAD_FAILED = 'Impossible de télécharger le fichier. Réessayez dans un instant.';

/** The file name the server gives (Content-Disposition), else `fallback`. */
function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * GET /api<path> with the session's token (a plain link cannot send it), then hands the answer to the
 * browser as a download. Throws an Error whose message is the server's French message (or a generic one).
 * Resolves with the file name. With `json`, the request is a POST of that body (the shipping run's documents).
 */
export async function downloadFile(path: string, fallbackName: string, json?: unknown): Promise<string> {
  const token = readStorage(STORAGE_KEYS.token);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let response: Response;
  try {
    response = await fetch(
      `${window.location.origin}/api${path}`,
      json === undefined
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(json) },
    );
  } catch {
    throw new Error(DOWNLOAD_FAILED);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : DOWNLOAD_FAILED);
  }
  const filename = filenameOf(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}
