// What the bare baselines (home-baseline.ts, writes-baseline.ts) read from a request, by hand.
import type { IncomingMessage } from "node:http";

/** The request's body as text. */
export function requestText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/** The session cookie's token (the app's cookie is `sid`), or undefined. */
export function sessionToken(request: IncomingMessage): string | undefined {
  return /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
}
