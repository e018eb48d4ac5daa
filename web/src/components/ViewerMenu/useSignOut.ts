import { graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { commitLocalUpdate } from "relay-runtime";
import { useNavigate, useRevalidator } from "react-router-dom";
import { forgetViewer } from "../../relay/forgetViewer";
import { toast } from "../Toast/useToast";
import type { useSignOutMutation } from "./__generated__/useSignOutMutation.graphql";

/**
 * Ends the session, forgets what was fetched while signed in, and reloads the current
 * route's data as the signed-out visitor. The header's 'Sign out' and the sign-in page's
 * (for someone already signed in) are the same action. `goTo` is where to go instead, for
 * a page only an account may see (the account's own page): there, the visitor would be
 * sent straight to sign in again.
 */
export function useSignOut({ goTo }: { goTo?: string } = {}): { signOut: () => void; isSigningOut: boolean } {
  const revalidator = useRevalidator();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [commit, isSigningOut] = useMutation<useSignOutMutation>(graphql`
    mutation useSignOutMutation {
      signOut {
        success
      }
    }
  `);

  function signOut() {
    commit({
      variables: {},
      // Where the page stays, reload its query (and the viewer) as the signed-out visitor.
      updater: goTo === undefined ? forgetViewer : undefined,
      // Where it goes elsewhere, forget the viewer once it has gone: forgotten before, the
      // account-only page, still shown while the next one loads, would send the visitor to
      // sign in instead.
      onCompleted: () =>
        void (goTo === undefined
          ? revalidator.revalidate()
          : Promise.resolve(navigate(goTo, { replace: true })).then(() =>
              commitLocalUpdate(environment, forgetViewer),
            )),
      onError: () => {
        toast({
          title: { id: "viewerMenu.toast.signOutFailed.title" },
          description: { id: "viewerMenu.toast.signOutFailed.description" },
          variant: "destructive",
        });
      },
    });
  }

  return { signOut, isSigningOut };
}
