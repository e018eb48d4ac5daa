// The fast half of scripts/check-image-steps.ts, run with the unit tests: the Dockerfile stays
// one the replay can follow and keeps the image's promises (a non-root user, production mode,
// a health check...). The replay itself (builds, installs, starts: minutes) runs on its own.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkRuntimeStage, parseDockerfile } from "./dockerfile.ts";

const dockerfile = readFileSync(new URL("../../Dockerfile", import.meta.url), "utf8");

describe("the Dockerfile", () => {
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.at(-1)!;

  it("has only instructions the replay follows, and a runtime stage that keeps the image's promises", () => {
    expect(stages.map((stage) => stage.name)).toContain("runtime");
    expect(checkRuntimeStage(runtime)).toEqual([]);
  });

  it("starts the production script with node itself, not npm start, so SIGTERM reaches the server", () => {
    expect(runtime.cmd).toEqual(["node", "--import", "tsx", "scripts/serve-production.ts"]);
    expect(runtime.stopSignal).toBe("SIGTERM");
    expect(runtime.healthcheck?.command.join(" ")).toContain("/readyz");
  });

  it("installs production dependencies only for the runtime", () => {
    const installs = stages.flatMap((stage) =>
      stage.steps.flatMap((step) => (step.kind === "run" && step.command.startsWith("npm ci") ? [step] : [])),
    );
    expect(installs.some((step) => step.command.includes("--omit=dev"))).toBe(true);
    const runtimeModules = runtime.steps.find((step) => step.kind === "copy" && step.dest === "./node_modules");
    expect(runtimeModules).toMatchObject({ from: "production-deps" });
  });
});

describe("the Dockerfile parser", () => {
  const base = "ARG NODE_IMAGE=node:20.20-bookworm-slim\nFROM ${NODE_IMAGE} AS runtime\n";

  it("joins continued lines and skips comments inside them", () => {
    const [stage] = parseDockerfile(`${base}RUN echo one \\\n  # a comment\n  && echo two\n`);
    expect(stage!.steps[0]).toMatchObject({ kind: "run", command: "echo one && echo two" });
  });

  it("refuses what it cannot replay rather than skipping it", () => {
    expect(() => parseDockerfile(`${base}ADD https://example.com/x /x\n`)).toThrow(/ADD is not replayed/);
    expect(() => parseDockerfile(`${base}CMD npm start\n`)).toThrow(/exec form/);
    expect(() => parseDockerfile(`${base}COPY src/*.ts ./\n`)).toThrow(/plain paths/);
    expect(() => parseDockerfile(`${base}RUN --mount=type=secret,id=x true\n`)).toThrow(/cache mounts/);
  });

  it("finds a runtime stage that breaks a promise", () => {
    const [stage] = parseDockerfile(`${base}ENV PORT=3000\nEXPOSE 8080\nCMD ["node", "x.js"]\n`);
    expect(checkRuntimeStage(stage!)).toEqual([
      "it must set a USER other than root",
      "it must set ENV NODE_ENV=production",
      "it needs a HEALTHCHECK",
      "it needs a STOPSIGNAL",
      "it must EXPOSE the port its ENV PORT names",
    ]);
  });
});
