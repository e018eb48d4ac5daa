import { useState } from "react";
import { StepUpDialog } from "./StepUpDialog";

/**
 * The step-up of a staff action: `ask(retry)` opens the dialog, and once the code is taken
 * the action runs again, once (the retry is the caller's, and should not ask a second
 * time). Render `dialog` beside the action's controls, inside the action's own dialog if
 * it has one, so the two stack.
 */
export function useStepUp() {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const dialog = (
    <StepUpDialog
      open={retry !== null}
      onCancel={() => setRetry(null)}
      onVerified={() => {
        setRetry(null);
        retry?.();
      }}
    />
  );
  return { ask: (next: () => void) => setRetry(() => next), dialog };
}
