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
// Radix Toast and its layers: no first view needs them (see ToastHost).
export const LazyToaster = lazyComponent(() => import("../components/Toast/Toaster").then((m) => m.Toaster));
// The signed-in header's bell (Radix Popover and its positioning) and the bookings link's
// tooltip (Radix Tooltip): a visitor's first view has neither.
export const LazyNotificationBell = lazyComponent(() =>
  import("../components/NotificationBell/NotificationBell").then((m) => m.NotificationBell),
);
export const LazyIconLinkTooltip = lazyComponent(() =>
  import("../components/ViewerMenu/IconLinkTooltip").then((m) => m.IconLinkTooltip),
);

/** Starts downloads without waiting for them; a failure shows when the part is opened. */
export function preload(...parts: ReadonlyArray<{ preload(): Promise<unknown> }>) {
  for (const part of parts) part.preload().catch(() => {});
}
