import { useEffect } from 'react';
import { applyHead, type HeadMeta } from './head';

/** Keeps the document's title, description, canonical URL, Open Graph and JSON-LD on this page's. */
export function useHead(meta: HeadMeta | null): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (key) applyHead(JSON.parse(key) as HeadMeta);
  }, [key]);
}
