import type { Plugin } from 'vite';
import { shellHeadHtml } from '../src/lib/head/head.ts';

const HEAD = /<!--head-->[\s\S]*?<!--\/head-->/;

/**
 * Writes the shop's default title and description (src/lib/head, from the served rules' figures) into
 * index.html, between its <!--head--> markers: the head is written once, in the SPA's head module.
 * The server replaces the same block with each page's own head.
 */
export function shellHead(): Plugin {
  return {
    name: 'boxplaisir-shell-head',
    transformIndexHtml: (html) =>
      html.replace(HEAD, () => `<!--head-->\n    ${shellHeadHtml()}\n    <!--/head-->`),
  };
}
