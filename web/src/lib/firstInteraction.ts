const EVENTS = ["pointerdown", "keydown"] as const;

/**
 * Runs `callback` once, at the reader's first press of a pointer or a key anywhere: the
 * moment to fetch what only an action of theirs can need (a toast, another screen's words),
 * so that it is in before it is needed without weighing on the first view. Returns a
 * function that cancels it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stop = () => {
    for (const event of EVENTS) window.removeEventListener(event, run, true);
  };
  function run() {
    stop();
    callback();
  }
  for (const event of EVENTS) window.addEventListener(event, run, { capture: true, passive: true });
  return stop;
}
