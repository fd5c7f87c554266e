import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/** What the SPA's server entry (frontend/src/entry-server.tsx) exports. */
interface RenderedPage {
  status: number;
  head: string;
  /** Null for a page rendered in the browser: only its head comes from the server. */
  html: string | null;
  state: string | null;
  /** The screens rendered (source paths, keys of Vite's build manifest), for their chunks and styles. */
  screens?: string[];
}
interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    fetchApi: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | null>;
}

/** index.html as a server-rendered page uses it (stylesheets inlined) and as the browser renders it. */
export interface PageTemplates {
  rendered: string;
  shell: string;
  /** The links and styles a rendered page's screens need (see ScreenAssets), written at the end of its head. */
  screenHead?: (screens: readonly string[]) => string;
}

const HEAD = /<!--head-->[\s\S]*?<!--\/head-->/;
const APP = '<!--app-->';
const STATE = '<!--state-->';
const HEAD_END = '</head>';
const RENDER_TTL_MS = 5_000;
const MAX_RECENT_PAGES = 500;

/**
 * Server-rendered first paint of the catalogue pages: the built index.html with the page's head
 * and markup filled in, and the data the browser hydrates with. The other pages, rendered in the
 * browser, get index.html with their own head (title, description, canonical, noindex). The React
 * rendering itself lives in the SPA's own server bundle (dist-ssr/entry-server.cjs); its API calls
 * are answered in-process by Fastify's inject (no socket).
 */
export class PageRenderer {
  private constructor(
    private readonly entry: ServerEntry,
    private readonly templates: PageTemplates,
    private readonly fastify: FastifyInstance,
    private readonly origin: string,
    private readonly catalogVersion: () => Promise<number>,
  ) {}

  /** Null (client-rendered shell only) when the server bundle or the template's markers are missing. */
  static load(
    fastify: FastifyInstance,
    entryFile: string,
    templates: PageTemplates,
    origin: string,
    catalogVersion: () => Promise<number>,
  ): PageRenderer | null {
    const { rendered: template, shell } = templates;
    if (!fs.existsSync(entryFile) || !HEAD.test(template) || !template.includes(APP) || !template.includes(STATE))
      return null;
    if (!HEAD.test(shell)) return null;
    const entry = createRequire(entryFile)(entryFile) as ServerEntry;
    if (typeof entry.render !== 'function') return null;
    return new PageRenderer(entry, templates, fastify, origin, catalogVersion);
  }

  /** Pages rendered in the last few seconds, by URL: the same for every shopper (no cart, no session). */
  private readonly recent = new Map<
    string,
    { at: number; version: number; page: { status: number; html: string } | null }
  >();

  /**
   * The page's full HTML and status, or null for routes that are not rendered on the server.
   * A page is rendered at most once per RENDER_TTL_MS and catalogue version: a product changed,
   * archived or sold out (the catalogue's LISTEN/NOTIFY) is rendered again at once.
   */
  async render(url: string, requestId: string): Promise<{ status: number; html: string } | null> {
    const now = performance.now(); // the cache's age: elapsed time, not the shop's clock
    const version = await this.catalogVersion();
    const cached = this.recent.get(url);
    if (cached && cached.version === version && now - cached.at < RENDER_TTL_MS) return cached.page;
    const page = await this.renderNow(url, requestId);
    if (this.recent.size >= MAX_RECENT_PAGES) this.recent.clear();
    this.recent.set(url, { at: now, version, page });
    return page;
  }

  private async renderNow(url: string, requestId: string): Promise<{ status: number; html: string } | null> {
    const page = await this.entry.render({
      url,
      origin: this.origin,
      fetchApi: (i, o) => this.fetchApi(i, o, requestId),
    });
    if (!page) return null;
    if (page.html === null) {
      return { status: page.status, html: this.templates.shell.replace(HEAD, () => page.head) };
    }
    const { html: markup, state } = page;
    const screenHead = this.templates.screenHead?.(page.screens ?? []) ?? '';
    const html = this.templates.rendered
      .replace(HEAD, () => page.head)
      .replace(HEAD_END, () => `${screenHead}${HEAD_END}`)
      .replace(APP, () => markup)
      .replace(STATE, () => `<script type="application/json" id="ssr-state">${state ?? 'null'}</script>`);
    return { status: page.status, html };
  }

  private async fetchApi(
    input: string | URL | Request,
    init: RequestInit | undefined,
    requestId: string,
  ): Promise<Response> {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    if (request.method !== 'GET' || !pathname.startsWith('/api/')) {
      return new Response(null, { status: 404 });
    }
    const response = await this.fastify.inject({
      method: 'GET',
      url: pathname + search,
      headers: { accept: 'application/json', 'x-request-id': requestId },
    });
    const type = response.headers['content-type'];
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  }
}
