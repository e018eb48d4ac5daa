import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { toast } from "../Toast/useToast";
import {
  addOutcome,
  comparisonReducer,
  EMPTY_COMPARISON,
  MAX_COMPARED,
  restoreComparison,
  type AddOutcome,
  type ComparedProvider,
  type ComparisonState,
} from "./comparisonReducer";

const STORAGE_KEY = "comparison";

interface ComparisonContextValue {
  providers: readonly ComparedProvider[];
  has(id: string): boolean;
  /** Adds unless it is there already or the list is full; a full list says so in a toast. */
  add(provider: ComparedProvider): AddOutcome;
  remove(id: string): void;
  clear(): void;
}

const ComparisonContext = createContext<ComparisonContextValue | null>(null);

function readStorage(): ComparisonState {
  try {
    return restoreComparison(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be off (private modes, policies): the comparison then lasts for the page.
    return EMPTY_COMPARISON;
  }
}

/**
 * Holds the comparison for the whole app. It sits in the layout, above the router's
 * outlet, so the choice survives moving between screens, and in sessionStorage, so it
 * survives a reload in the same tab.
 */
export function ComparisonProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(comparisonReducer, EMPTY_COMPARISON, readStorage);
  // Handlers keep this in step with every dispatch, so two quick clicks before a render
  // can't both take the last place.
  const latest = useRef(state);

  useEffect(() => {
    try {
      if (state.providers.length === 0) window.sessionStorage.removeItem(STORAGE_KEY);
      else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // See readStorage.
    }
  }, [state]);

  const add = useCallback((provider: ComparedProvider) => {
    const outcome = addOutcome(latest.current, provider.id);
    if (outcome === "full") {
      toast({
        title: { id: "comparison.toast.full.title", values: { max: MAX_COMPARED } },
        description: { id: "comparison.toast.full.description" },
      });
    } else if (outcome === "added") {
      latest.current = comparisonReducer(latest.current, { type: "add", provider });
      dispatch({ type: "add", provider });
    }
    return outcome;
  }, []);
  const remove = useCallback((id: string) => {
    latest.current = comparisonReducer(latest.current, { type: "remove", id });
    dispatch({ type: "remove", id });
  }, []);
  const clear = useCallback(() => {
    latest.current = EMPTY_COMPARISON;
    dispatch({ type: "clear" });
  }, []);

  const value = useMemo<ComparisonContextValue>(
    () => ({
      providers: state.providers,
      has: (id) => state.providers.some((provider) => provider.id === id),
      add,
      remove,
      clear,
    }),
    [state, add, remove, clear],
  );
  return <ComparisonContext.Provider value={value}>{children}</ComparisonContext.Provider>;
}

export function useComparison(): ComparisonContextValue {
  const value = useContext(ComparisonContext);
  if (!value) throw new Error("useComparison needs a <ComparisonProvider> above it");
  return value;
}
