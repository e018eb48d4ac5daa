import { describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, createToastStore, toastReducer, type ToastItem } from "./toastStore";

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, open: true, ...extra });

describe("toastReducer", () => {
  it("keeps only the newest toast (limit 1)", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: item("1") });
    state = toastReducer(state, { type: "ADD_TOAST", toast: item("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates only the toast with the id", () => {
    const state = toastReducer(
      { toasts: [item("1", { title: "Old" })] },
      { type: "UPDATE_TOAST", toast: { id: "1", title: "New" } },
    );
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "New", open: true });
    const untouched = toastReducer(state, { type: "UPDATE_TOAST", toast: { id: "9", title: "X" } });
    expect(untouched.toasts[0]?.title).toBe("New");
  });

  it("dismiss closes the toast but keeps it; dismiss without id closes all", () => {
    const one = toastReducer({ toasts: [item("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(one.toasts).toEqual([item("1", { open: false })]);
    const all = toastReducer({ toasts: [item("1")] }, { type: "DISMISS_TOAST" });
    expect(all.toasts[0]?.open).toBe(false);
  });

  it("remove drops the toast; remove without id clears", () => {
    expect(toastReducer({ toasts: [item("1")] }, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
    expect(toastReducer({ toasts: [item("1")] }, { type: "REMOVE_TOAST", toastId: "2" }).toasts).toHaveLength(1);
    expect(toastReducer({ toasts: [item("1")] }, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("createToastStore", () => {
  it("adds an open default toast and notifies subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: "Booking Submitted" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ title: "Booking Submitted", variant: "default", open: true }),
    ]);
  });

  it("a second toast replaces the first", () => {
    const store = createToastStore();
    store.toast({ title: "First" });
    store.toast({ title: "Booking Failed", variant: "destructive" });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(["Booking Failed"]);
  });

  it("update changes the toast in place", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Saving" });
    handle.update({ title: "Saved" });
    expect(store.getState().toasts[0]).toMatchObject({ id: handle.id, title: "Saved" });
  });

  it("removes a dismissed toast 1000000 ms later, not before", () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore();
      const handle = store.toast({ title: "Hi" });
      handle.dismiss();
      expect(store.getState().toasts[0]?.open).toBe(false);
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
      expect(store.getState().toasts).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(store.getState().toasts).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("dismissing twice schedules one removal", () => {
    const timers = { setTimeout: vi.fn(() => 1) };
    const store = createToastStore(timers);
    const handle = store.toast({ title: "Hi" });
    handle.dismiss();
    handle.dismiss();
    expect(timers.setTimeout).toHaveBeenCalledTimes(1);
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 1_000_000);
  });

  it("unsubscribe stops notifications", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.toast({ title: "Hi" });
    expect(listener).not.toHaveBeenCalled();
  });
});
