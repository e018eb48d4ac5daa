import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Lands on the element the URL's #fragment names (/help#refunds): scrolled into view and
 * focused, so a screen reader starts reading there. The browser's own jump happens before a
 * lazily loaded page has drawn its content, so the page asks again once it has; `ready`
 * says whether it has (a filtered list may not show the target yet).
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [hash, ready]);
}
