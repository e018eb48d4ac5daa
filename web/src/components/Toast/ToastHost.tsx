import { useEffect } from "react";
import { onFirstInteraction } from "../../lib/firstInteraction";
import { LazyMount } from "../../routing/LazyMount";
import { LazyToaster, preload } from "../../routing/lazyParts";
import { useToast } from "./useToast";

/**
 * Where the toasts show: nothing, and none of the toaster's code, until the first toast is
 * raised. Every toast answers something the reader did, so the code starts downloading at
 * their first pointer or key press; it is then usually in before any toast needs it, even
 * one saying the network has gone.
 */
export function ToastHost() {
  const { toasts } = useToast();

  useEffect(() => onFirstInteraction(() => preload(LazyToaster)), []);

  return (
    <LazyMount code={LazyToaster} open={toasts.length > 0}>
      <LazyToaster.Component />
    </LazyMount>
  );
}
