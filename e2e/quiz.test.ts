// The quiz (spec sections 2, 3, 4, 5, 8 and 9): 'Take Full Assessment' on the home hero and
// 'Take Quiz' on the empty list, six steps each checked with the spec's message when Next
// is pressed unanswered, 'Find My Matches' storing the answers and asking their matches,
// the first 3 with their reasons, and 'See all matches' replacing the home list until
// 'Clear Filters'. Against the real server.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser.ts";
import { graphql, useServer } from "./support/server.ts";

const app = useServer();
const browser = useBrowser(() => app.url);

const quiz = (page: Page) => page.getByRole("dialog", { name: "Find Your Perfect Match" });
const next = (page: Page) => quiz(page).getByRole("button", { name: "Next" });
const progress = (page: Page) => quiz(page).getByRole("progressbar", { name: "Assessment progress" });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");
const cardNames = (list: ReturnType<Page["getByRole"]>) =>
  list.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

/** The server's ranking for a session, as the API gives it. */
async function matchesOf(sessionId: string): Promise<{ name: string; reasons: string[] }[]> {
  const { data, errors } = await graphql(
    app.url,
    `
      query ($sessionId: String!) {
        quizMatches(sessionId: $sessionId) {
          __typename
          ... on QuizMatches {
            matches {
              reasons
              provider {
                name
              }
            }
          }
        }
      }
    `,
    { sessionId },
  );
  expect(errors).toBeUndefined();
  expect(data.quizMatches.__typename).toBe("QuizMatches");
  return data.quizMatches.matches.map((match: { reasons: string[]; provider: { name: string } }) => ({
    name: match.provider.name,
    reasons: match.reasons,
  }));
}

/** Presses Next with the step unanswered: its message shows and the step stays. */
async function expectMessageOnEmptyNext(page: Page, step: number, message: string) {
  await next(page).click();
  await quiz(page).getByRole("alert").filter({ hasText: message }).waitFor();
  expect(await progress(page).getAttribute("aria-valuenow")).toBe(String(step));
  expect(await progress(page).getAttribute("aria-valuetext")).toBe(`Step ${step} of 6`);
}

async function pickCity(page: Page, search: string, option: RegExp) {
  await quiz(page)
    .getByRole("button", { name: /^City\b/ })
    .click();
  await page.getByRole("combobox", { name: "Search cities" }).fill(search);
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor();
  await page.getByRole("option", { name: option }).first().click();
}

/** Steps 1 to 5, each checked empty first. */
async function answerFirstFive(page: Page) {
  expect(await focusedText(page)).toBe("Step 1 of 6What service do you need?");
  expect(await quiz(page).getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
  await expectMessageOnEmptyNext(page, 1, "Please select a service type");
  await quiz(page).getByRole("radio", { name: "House Cleaning" }).check();
  await next(page).click();

  expect(await focusedText(page)).toBe("Step 2 of 6What is your budget?");
  expect(await quiz(page).getByRole("button", { name: "Previous" }).isDisabled()).toBe(false);
  await expectMessageOnEmptyNext(page, 2, "Please select your budget range");
  await quiz(page).getByRole("radio", { name: "No preference" }).check();
  await next(page).click();

  await expectMessageOnEmptyNext(page, 3, "Please select your timeframe");
  await quiz(page).getByRole("radio", { name: "This week" }).check();
  await next(page).click();

  await expectMessageOnEmptyNext(page, 4, "Please enter your location");
  await pickCity(page, "toronto", /^Toronto/);
  await next(page).click();

  await expectMessageOnEmptyNext(page, 5, "Please select your preference");
  await quiz(page).getByRole("radio", { name: "Either is fine" }).check();
  await next(page).click();
}

describe("quiz", () => {
  it("goes through the 6 steps to the first 3 matches with reasons, then all of them on the home list", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Take Full Assessment" }).click();
    await quiz(page).waitFor();
    await answerFirstFive(page);

    // Step 6: certification is required, the rest optional; its button finds the matches.
    const find = quiz(page).getByRole("button", { name: "Find My Matches" });
    await find.click();
    await quiz(page).getByRole("alert").filter({ hasText: "Please select an option" }).waitFor();
    expect(await progress(page).getAttribute("aria-valuenow")).toBe("6");
    await quiz(page).getByRole("radio", { name: "Preferred" }).check();
    await quiz(page).getByRole("checkbox", { name: "Pet-safe" }).check();
    await quiz(page).getByLabel("Additional notes (optional)").fill("Two cats live here.");

    // Held until the button has said it is working.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const operations: string[] = [];
    await page.route("**/graphql", async (route) => {
      const operation = JSON.parse(route.request().postData() ?? "{}").operationName;
      operations.push(operation);
      if (operation === "QuizModalSubmitMutation") await held;
      return route.continue();
    });
    await find.click();
    await quiz(page).getByRole("button", { name: "Finding matches..." }).waitFor();
    expect(await quiz(page).getByRole("button", { name: "Finding matches..." }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    release();

    const top = quiz(page).getByRole("list", { name: "Your top matches" });
    await top.getByRole("article").first().waitFor();
    expect(operations).toEqual(["QuizModalSubmitMutation", "QuizMatchListQuery"]);
    expect(await focusedText(page)).toBe("Your matches");
    const shown = await cardNames(top);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(3);
    // Each card says why it matches, in the server's words.
    const firstReasons = await top
      .getByRole("listitem")
      .first()
      .getByRole("list", { name: "Why it matches" })
      .getByRole("listitem")
      .allTextContents();
    expect(firstReasons.length).toBeGreaterThan(0);

    await quiz(page).getByRole("button", { name: "See all matches" }).click();
    await quiz(page).waitFor({ state: "detached" });
    await expect.poll(() => new URL(page.url()).searchParams.get("quiz")).not.toBeNull();
    const sessionId = new URL(page.url()).searchParams.get("quiz")!;
    const ranking = await matchesOf(sessionId);
    expect(shown).toEqual(ranking.slice(0, 3).map((match) => match.name));
    expect(firstReasons).toEqual(ranking[0]!.reasons);

    // The home list is now every match, best first, with the chip that says so.
    const results = page.getByRole("region", { name: "Service providers" });
    const list = results.getByRole("list", { name: "Quiz matches" });
    await expect.poll(() => cardNames(list), { timeout: 15_000 }).toEqual(ranking.map((match) => match.name));
    await results.getByText("Quiz matches", { exact: true }).waitFor();
    expect(await list.getByRole("list", { name: "Why it matches" }).count()).toBe(ranking.length);

    // In the URL, so a reload keeps it. A cold load: the list's code, the rest of the words and
    // the matches' query all come first, which takes longer than expect.poll's default second.
    await page.reload();
    await expect.poll(() => cardNames(list), { timeout: 15_000 }).toEqual(ranking.map((match) => match.name));

    await results.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForURL((url) => !url.searchParams.has("quiz"));
    await results
      .getByRole("status")
      .filter({ hasText: /providers? found/ })
      .waitFor();
    expect(await list.count()).toBe(0);
    expect(await results.getByText("Quiz matches", { exact: true }).count()).toBe(0);
  });

  it("opens from 'Take Quiz' on the empty list, and says 'Failed to submit quiz' when the answers are not stored", async () => {
    const page = await browser.newPage();
    await page.goto("/?maxPrice=1");
    const empty = page.getByRole("main").getByRole("region", { name: "No Service Providers Found" });
    await empty.getByRole("button", { name: "Take Quiz" }).click();
    await quiz(page).waitFor();
    expect(await progress(page).getAttribute("aria-valuetext")).toBe("Step 1 of 6");
    await answerFirstFive(page);
    await quiz(page).getByRole("radio", { name: "Not important" }).check();

    await page.route("**/graphql", (route) =>
      (route.request().postData() ?? "").includes("QuizModalSubmitMutation")
        ? route.abort("internetdisconnected")
        : route.continue(),
    );
    await quiz(page).getByRole("button", { name: "Find My Matches" }).click();
    await page.getByText("Failed to submit quiz", { exact: true }).waitFor();
    // Still on step 6 with the answers, ready to try again.
    await quiz(page).getByRole("button", { name: "Find My Matches" }).waitFor();
    expect(await quiz(page).getByRole("radio", { name: "Not important" }).isChecked()).toBe(true);

    // Focus stayed on the button through it all; closed, focus goes back to the button that opened it.
    expect(await focusedText(page)).toBe("Find My Matches");
    await quiz(page).getByRole("button", { name: "Close the assessment" }).click();
    await quiz(page).waitFor({ state: "detached" });
    await expect.poll(() => focusedText(page)).toBe("Take Quiz");
  });
});
