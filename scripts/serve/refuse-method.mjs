// Methods no route of ours answers, refused by our server before Next sees them. TRACE echoes a
// request back (cross-site tracing) and TRACK is its IIS twin; Next answers TRACE with a 500 and a
// stack trace, and Node's parser does not know TRACK (nor any made-up method), so without this a
// client got a 500 or a bare 400. Both are 405 with an Allow header; CONNECT (a tunnel) too.

const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT'])
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const TEXT = 'Method not allowed.'

/**
 * Answers 405 when the request's method is one we refuse; true when it did.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function refusesMethod(request, response) {
  if (!REFUSED.has(request.method ?? '')) return false
  response.writeHead(405, {
    allow: ALLOW,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  })
  response.end(TEXT)
  return true
}

/** A raw 405 on a socket: for CONNECT (no response object) and methods Node cannot parse. */
function socket405(socket) {
  if (!socket.writable) return socket.destroy()
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${TEXT.length}\r\nConnection: close\r\n\r\n${TEXT}`,
  )
}

/**
 * Listens for what never reaches the request handler: CONNECT, and request lines Node cannot
 * parse. An unknown method is answered 405; other malformed requests as Node would (400, 408, 431).
 * @param {import('node:http').Server} server
 */
export function refuseUnknownMethods(server) {
  server.on('connect', (_request, socket) => socket405(socket))
  server.on('clientError', (error, socket) => {
    if (error.code === 'HPE_INVALID_METHOD') return socket405(socket)
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request'
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  })
}
