import { FormattedMessage } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import { Link, useLocation, useRevalidator } from "react-router-dom";
import { button } from "../Button/Button.css";
import { toast } from "../Toast/useToast";
import type { ViewerMenu_viewer$key } from "./__generated__/ViewerMenu_viewer.graphql";
import type { ViewerMenuSignOutMutation } from "./__generated__/ViewerMenuSignOutMutation.graphql";
import * as styles from "./ViewerMenu.css";

interface ViewerMenuProps {
  /** null when signed out. */
  viewer: ViewerMenu_viewer$key | null;
  layout?: "row" | "stack";
}

const AUTH_PATHS = ["/sign-in", "/sign-up"];

/** Who is signed in, with "Sign out"; or "Sign in" and "Sign up" links. */
export function ViewerMenu({ viewer, layout = "row" }: ViewerMenuProps) {
  const data = useFragment(
    graphql`
      fragment ViewerMenu_viewer on User {
        name
        role
      }
    `,
    viewer,
  );
  const location = useLocation();
  const revalidator = useRevalidator();
  const [signOut, isSigningOut] = useMutation<ViewerMenuSignOutMutation>(graphql`
    mutation ViewerMenuSignOutMutation {
      signOut {
        success
      }
    }
  `);

  if (!data) {
    // Either form sends the visitor back where they were; from the forms themselves, home.
    const state = AUTH_PATHS.includes(location.pathname) ? undefined : { from: location.pathname + location.search };
    return (
      <div className={styles.viewer({ layout })}>
        <Link to="/sign-in" state={state} className={button({ variant: "secondary", size: "sm" })}>
          <FormattedMessage id="viewerMenu.signIn" />
        </Link>
        <Link to="/sign-up" state={state} className={button({ variant: "ghost", size: "sm" })}>
          <FormattedMessage id="viewerMenu.signUp" />
        </Link>
      </div>
    );
  }

  function onSignOut() {
    signOut({
      variables: {},
      updater(store) {
        store.getRoot().setValue(null, "viewer");
        // Data fetched while signed in must not be shown to whoever comes next.
        store.invalidateStore();
      },
      // Reload the current page's query (and the viewer) as the signed-out visitor.
      onCompleted: () => void revalidator.revalidate(),
      onError: () => {
        toast({
          title: { id: "viewerMenu.toast.signOutFailed.title" },
          description: { id: "viewerMenu.toast.signOutFailed.description" },
          variant: "destructive",
        });
      },
    });
  }

  return (
    <div className={styles.viewer({ layout })}>
      <span className={styles.identity}>
        <span className={styles.name} title={data.name}>
          {data.name}
        </span>
        <span className={styles.roleBadge}>
          <FormattedMessage id="viewerMenu.role" values={{ role: data.role }} />
        </span>
      </span>
      <button
        type="button"
        className={button({ variant: "ghost", size: "sm" })}
        onClick={onSignOut}
        disabled={isSigningOut}
      >
        <FormattedMessage id={isSigningOut ? "viewerMenu.signingOut" : "viewerMenu.signOut"} />
      </button>
    </div>
  );
}
