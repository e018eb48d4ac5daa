import { describe, expect, it } from "vitest";
import { hasFilters } from "../../components/FilterChips/searchFilters";
import {
  EMPTY_SEARCH,
  homeSearchHref,
  homeSearchToParams,
  parseHomeSearch,
  providerSearchInput,
  sameHomeSearch,
  withSearchChoice,
} from "./homeSearch";

const parse = (query: string) => parseHomeSearch(new URLSearchParams(query));

describe("parseHomeSearch", () => {
  it("reads nothing from the plain URL", () => {
    expect(parse("")).toEqual(EMPTY_SEARCH);
  });

  it("reads the location, the service and every chip", () => {
    expect(
      parse("location=Toronto%2C+Ontario&service=plumbing&maxPrice=100&minRating=4.5&mobile=1&verified=1"),
    ).toEqual({
      location: "Toronto, Ontario",
      service: "plumbing",
      words: "",
      maxPrice: 100,
      minRating: 4.5,
      mobileOnly: true,
      certifiedOnly: true,
      quiz: null,
    });
  });

  it("reads the quiz session whose matches the list shows, and ignores one the server would refuse", () => {
    expect(parse("quiz=0b6f7c1e-2d4a-4c1b-9d1e-3f2a1b0c9d8e").quiz).toBe("0b6f7c1e-2d4a-4c1b-9d1e-3f2a1b0c9d8e");
    expect(parse("quiz=short").quiz).toBeNull();
    expect(parse("quiz=not%20a%20session%20id").quiz).toBeNull();
  });

  it("preselects the service of /?service=<value>, and ignores unknown ones", () => {
    expect(parse("service=house-cleaning").service).toBe("house-cleaning");
    expect(parse("service=HVAC").service).toBe("hvac");
    expect(parse("service=rocket-repair").service).toBe("all");
  });

  it("drops values the server would refuse", () => {
    expect(parse("maxPrice=abc&minRating=9&mobile=yes").maxPrice).toBeNull();
    expect(parse("minRating=9").minRating).toBeNull();
    expect(parse("minRating=-1").minRating).toBeNull();
    expect(parse("mobile=yes").mobileOnly).toBe(false);
    expect(parse(`location=${"x".repeat(200)}`).location).toHaveLength(120);
  });
});

describe("homeSearchToParams", () => {
  it("leaves out what is empty, so no search is the plain URL", () => {
    expect(homeSearchToParams(EMPTY_SEARCH).toString()).toBe("");
  });

  it("writes the chips as short params in a fixed order", () => {
    const params = homeSearchToParams({
      ...EMPTY_SEARCH,
      location: "Calgary, Alberta",
      service: "moving",
      maxPrice: 100,
      minRating: 4.5,
      mobileOnly: true,
      certifiedOnly: true,
    });
    expect(params.toString()).toBe(
      "location=Calgary%2C+Alberta&service=moving&maxPrice=100&minRating=4.5&mobile=1&verified=1",
    );
  });

  it("writes the quiz session last, and round-trips it", () => {
    const search = { ...EMPTY_SEARCH, location: "Toronto, Ontario", quiz: "session-12345678" };
    expect(homeSearchToParams(search).toString()).toBe("location=Toronto%2C+Ontario&quiz=session-12345678");
    expect(parseHomeSearch(homeSearchToParams(search))).toEqual(search);
  });

  it("round-trips through parseHomeSearch", () => {
    const search = { ...EMPTY_SEARCH, location: "Montréal, Quebec", minRating: 4.5, certifiedOnly: true };
    expect(parseHomeSearch(homeSearchToParams(search))).toEqual(search);
  });

  it("writes the words as q after the service, trimmed, and reads them back within the server's bound", () => {
    const search = { ...EMPTY_SEARCH, service: "moving", words: " move-out " };
    expect(homeSearchToParams(search).toString()).toBe("service=moving&q=move-out");
    expect(parse("q=%C3%A9co+friendly").words).toBe("éco friendly");
    expect(parse(`q=${"w".repeat(300)}`).words).toHaveLength(100);
    expect(parseHomeSearch(homeSearchToParams({ ...search, words: "move-out" }))).toEqual({
      ...search,
      words: "move-out",
    });
  });

  it("keeps params it does not own and replaces those it does", () => {
    const base = new URLSearchParams("service=moving&utm=x");
    expect(homeSearchToParams({ ...EMPTY_SEARCH, service: "hvac" }, base).toString()).toBe("service=hvac&utm=x");
  });
});

describe("providerSearchInput", () => {
  it("sends null for every filter that is off", () => {
    expect(providerSearchInput(EMPTY_SEARCH)).toEqual({
      location: null,
      serviceType: null,
      text: null,
      maxPrice: null,
      minRating: null,
      mobileOnly: null,
      certifiedOnly: null,
    });
  });

  it("sends the chips' values", () => {
    expect(
      providerSearchInput({
        ...EMPTY_SEARCH,
        location: "Ottawa, Ontario",
        service: "hvac",
        words: " heat pump ",
        maxPrice: 100,
        minRating: 4.5,
        mobileOnly: true,
        certifiedOnly: true,
      }),
    ).toEqual({
      location: "Ottawa, Ontario",
      serviceType: "hvac",
      text: "heat pump",
      maxPrice: 100,
      minRating: 4.5,
      mobileOnly: true,
      certifiedOnly: true,
    });
  });
});

describe("sameHomeSearch and hasFilters", () => {
  it("compares field by field", () => {
    expect(sameHomeSearch(EMPTY_SEARCH, { ...EMPTY_SEARCH })).toBe(true);
    expect(sameHomeSearch(EMPTY_SEARCH, { ...EMPTY_SEARCH, mobileOnly: true })).toBe(false);
    expect(sameHomeSearch(EMPTY_SEARCH, { ...EMPTY_SEARCH, words: "eco" })).toBe(false);
    expect(sameHomeSearch(EMPTY_SEARCH, { ...EMPTY_SEARCH, quiz: "session-12345678" })).toBe(false);
  });

  it("says whether any chip is on", () => {
    expect(hasFilters(EMPTY_SEARCH)).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, maxPrice: 100 })).toBe(true);
  });
});

describe("withSearchChoice", () => {
  const searched = {
    ...EMPTY_SEARCH,
    location: "Toronto, Ontario",
    service: "moving",
    maxPrice: 100,
    certifiedOnly: true,
    quiz: "0b6f7c1e-2d4a-4c1b-9d1e-3f2a1b0c9d8e",
  };

  it("changes the city and keeps the service and the chips, as it does the service and keeps the city", () => {
    expect(withSearchChoice(searched, { location: "Calgary, Alberta" })).toEqual({
      ...searched,
      location: "Calgary, Alberta",
      quiz: null,
    });
    expect(withSearchChoice(searched, { service: "hvac" })).toEqual({ ...searched, service: "hvac", quiz: null });
  });

  it("leaves the quiz's matches whichever field changes", () => {
    expect(withSearchChoice(searched, { location: "" }).quiz).toBeNull();
    expect(withSearchChoice(searched, { service: "all" }).quiz).toBeNull();
    expect(withSearchChoice(searched, {}).quiz).toBeNull();
  });
});

describe("homeSearchHref", () => {
  it("is the plain home for no search, and the search's params otherwise", () => {
    expect(homeSearchHref(EMPTY_SEARCH)).toBe("/");
    expect(
      homeSearchHref(withSearchChoice({ ...EMPTY_SEARCH, location: "Ottawa, Ontario" }, { service: "hvac" })),
    ).toBe("/?location=Ottawa%2C+Ontario&service=hvac");
  });

  it("keeps params the search does not own", () => {
    expect(homeSearchHref({ ...EMPTY_SEARCH, service: "moving" }, new URLSearchParams("utm=x"))).toBe(
      "/?service=moving&utm=x",
    );
  });
});
