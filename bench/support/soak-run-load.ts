// Runs the soak's load process (soak-load.ts, under `node --import tsx`) with a plan, and
// hands its messages to the soak one at a time, in order.
import { fork } from "node:child_process";
import path from "node:path";
import type { LoadMessage, LoadPlan, MinuteReport } from "./soak-protocol.ts";

export interface LoadHandlers {
  /** The warm-up is over; the first measured request is due at `startAt` (epoch ms). */
  started(startAt: number): Promise<void>;
  minute(report: MinuteReport): Promise<void>;
}

/** Resolves once every minute is handled; rejects (and stops the load) if a handler or the load fails. */
export function runLoad(plan: LoadPlan, handlers: LoadHandlers): Promise<void> {
  const load = fork(path.join(import.meta.dirname, "soak-load.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    let handled = Promise.resolve();
    let done = false;
    const fail = (error: unknown) => {
      if (load.exitCode === null) load.kill();
      reject(error);
    };
    load.on("message", (message: LoadMessage) => {
      handled = handled
        .then(async () => {
          if (message.type === "started") await handlers.started(message.startAt);
          else if (message.type === "minute") await handlers.minute(message);
          else {
            done = true;
            resolve();
          }
        })
        .catch(fail);
    });
    load.once("exit", (code) => {
      void handled.then(() => {
        if (!done) fail(new Error(`The load process exited with ${code} before it was done`));
      });
    });
    load.send(plan);
  });
}
