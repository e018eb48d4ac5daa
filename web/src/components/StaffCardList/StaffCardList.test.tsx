import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppIntlProvider } from "../../i18n/AppIntlProvider";
import { SOURCE_LOCALE } from "../../i18n/locales";
import { StaffCardList } from "./StaffCardList";

const items = [{ id: "a" }, { id: "b" }];

function render(hasNext: boolean, isLoadingNext = false) {
  return renderToString(
    <AppIntlProvider locale={SOURCE_LOCALE}>
      <StaffCardList
        items={items}
        keyOf={(item) => item.id}
        renderItem={(item) => <article>{`card ${item.id}`}</article>}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => {}}
        loadMoreId="adminMessages.loadMore"
        loadingMoreId="adminMessages.loadingMore"
      />
    </AppIntlProvider>,
  );
}

describe("StaffCardList", () => {
  it("lists each item's card, in order", () => {
    const html = render(false);
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html.indexOf("card a")).toBeLessThan(html.indexOf("card b"));
  });

  it("offers the next page only when there is one, and says so while it loads", () => {
    expect(render(false)).not.toContain("<button");
    expect(render(true)).toMatch(/<button[^>]*>Show more<\/button>/);
    const loading = render(true, true);
    expect(loading).toMatch(/<button[^>]*disabled=""[^>]*>Loading...<\/button>/);
  });
});
