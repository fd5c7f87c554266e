import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The socket closed without any HTTP answer. */
  noAnswer: boolean;
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parse(data: Buffer): RawResponse {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return { status: 0, headers: {}, body: Buffer.alloc(0), noAnswer: true };
  const [statusLine, ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body);
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body, noAnswer: false };
}

/**
 * Sends exactly these bytes to the server and reads its answer until it closes the connection, so
 * requests no HTTP client would send (raw non-UTF-8 bytes, malformed request lines, huge headers)
 * reach the server as they are.
 */
export function sendRaw(port: number, request: Buffer | string, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1' });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('pas de réponse du serveur dans le délai'));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined); // a reset after the answer is fine; the answer is judged below
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks)));
    });
    // write, not end: a half-closed socket may be dropped before the answer; `Connection: close` ends it.
    socket.on('connect', () => socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request));
  });
}

export interface HttpRequest {
  method: string;
  /** Already encoded request target (path + query); may hold raw bytes as latin1. */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** One HTTP/1.1 request, `Connection: close`, with an exact Content-Length. */
export function buildRequest({ method, target, headers = {}, body }: HttpRequest): Buffer {
  const payload = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`Content-Length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}
