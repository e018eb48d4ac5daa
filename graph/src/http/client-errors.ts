// Requests Node's HTTP parser refuses before any handler runs: a request line or headers over
// its limit (16 KB), a malformed request, one too slow to arrive. Node answers those itself
// with an empty body; here they get the JSON every other error has, with a request id, and
// one log line like any request's. The response is written to the socket by hand: there is
// no request or response object yet (Node's "clientError" event).
import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../observability/logger.ts";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id.ts";

interface ParserRefusal {
  status: number;
  reason: string;
  message: string;
}

const TOO_LARGE: ParserRefusal = {
  status: 431,
  reason: "Request Header Fields Too Large",
  message: "The request's address or headers are too large: at most 16 KB in all.",
};
const TIMED_OUT: ParserRefusal = {
  status: 408,
  reason: "Request Timeout",
  message: "The request took too long to arrive. Please try again.",
};
const MALFORMED: ParserRefusal = {
  status: 400,
  reason: "Bad Request",
  message: "The request is not valid HTTP.",
};

/** What Node's own handler would answer, by the parser's error code, in our words. */
export function parserRefusal(code: string | undefined): ParserRefusal {
  if (code === "HPE_HEADER_OVERFLOW") return TOO_LARGE;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return TIMED_OUT;
  return MALFORMED;
}

/** The whole HTTP/1.1 response for a refusal, closing the connection. */
export function parserRefusalResponse(refusal: ParserRefusal, requestId: string): string {
  const body = JSON.stringify({ message: refusal.message, requestId });
  return [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${REQUEST_ID_HEADER}: ${requestId}`,
    "Cache-Control: no-store",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

type SocketWithResponse = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/** Answers the parser's refusals on `server` in JSON (see above). */
export function answerClientErrorsInJson(server: Server, logger: Logger): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: SocketWithResponse) => {
    // A peer that went away, or a response already under way on this connection (a pipelined
    // request behind it was malformed): nothing can be said that the peer would read whole.
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const refusal = parserRefusal(error.code);
    const requestId = requestIdFor(undefined);
    logger.info({ route: "unparsed", status: refusal.status, parserError: error.code ?? null, requestId }, "request");
    socket.end(parserRefusalResponse(refusal, requestId));
  });
}
