/** Browser file helpers of the image tools. */

/** Starts a download of a blob under a file name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; keep the URL a while for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** A data: URL back to a Blob (decoded here: the shop's CSP does not let fetch() read data: URLs). */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,/.exec(dataUrl);
  if (!match) throw new Error('not a data URL');
  const payload = dataUrl.slice(match[0].length);
  const type = match[1] || 'application/octet-stream';
  if (!match[3]) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Reads a file as a data URL, reporting progress 0..1. */
export function readFileAsDataUrl(file: Blob, onProgress?: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      onProgress?.(1);
      resolve(String(reader.result));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Copies a file into memory (so a file changed on disk later does not break the editor). */
export async function readFileBlob(file: File): Promise<Blob> {
  const buffer = await file.arrayBuffer();
  return new Blob([buffer], { type: file.type });
}
