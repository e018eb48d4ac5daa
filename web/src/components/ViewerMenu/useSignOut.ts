import { graphql, useMutation } from "react-relay/hooks";
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
      updater: forgetViewer,
      // Reload the current page's query (and the viewer) as the signed-out visitor.
      onCompleted: () => void (goTo === undefined ? revalidator.revalidate() : navigate(goTo, { replace: true })),
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
