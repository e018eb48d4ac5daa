import { lazyComponent } from "./lazyComponent";

// Parts of screens that are not on their first view: each is a chunk of its own, fetched
// when first wanted (see LazyMount), or a little sooner when a pointer or focus comes near
// the button that opens it. The home's first load is then only what its first view shows.

export const LazyCityPickerPopover = lazyComponent(() =>
  import("../components/CityPicker/CityPickerPopover").then((m) => m.CityPickerPopover),
);
export const LazyBookingDialog = lazyComponent(() =>
  import("../components/BookingDialog/BookingDialog").then((m) => m.BookingDialog),
);
export const LazyComparisonTray = lazyComponent(() =>
  import("../components/ComparisonTray/ComparisonTray").then((m) => m.ComparisonTray),
);
export const LazyQuizModal = lazyComponent(() => import("../components/QuizModal/QuizModal").then((m) => m.QuizModal));
export const LazyQuickStartWizard = lazyComponent(() =>
  import("../components/QuickStartWizard/QuickStartWizard").then((m) => m.QuickStartWizard),
);

/** Starts downloads without waiting for them; a failure shows when the part is opened. */
export function preload(...parts: ReadonlyArray<{ preload(): Promise<unknown> }>) {
  for (const part of parts) part.preload().catch(() => {});
}
