import { Toast } from "radix-ui";
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD } from "./toastStore";
import { useToast } from "./useToast";
import * as styles from "./Toaster.css";

/**
 * Renders the toast queue with Radix Toast: it provides the live region, the F8 hotkey
 * to reach it (Radix's default), pause on hover/focus and swipe to dismiss.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant = "default", open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          // Failures interrupt the screen reader; confirmations wait their turn.
          type={variant === "destructive" ? "foreground" : "background"}
          className={styles.root({ variant })}
        >
          <div className={styles.body}>
            {title && <Toast.Title className={styles.title}>{title}</Toast.Title>}
            {description && <Toast.Description className={styles.description}>{description}</Toast.Description>}
          </div>
          <Toast.Close className={styles.close} aria-label="Close">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
