/** How far an upload has gone, from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for ky that sends through XMLHttpRequest to report upload progress. ky's own onUploadProgress streams the
 * request body, which Chromium sends only over HTTP/2 and refuses over the HTTP/1.1 this server speaks.
 */
export function progressFetch(onProgress: ProgressListener): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY_STATUSES.has(status) ? null : (xhr.response as ArrayBuffer), {
            status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('The upload was stopped.', 'AbortError'));
      if (request.signal.aborted) return xhr.abort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
