import { graphql, useMutation } from "react-relay/hooks";
import { useRevalidator } from "react-router-dom";
import { forgetViewer } from "../../relay/forgetViewer";
import { toast } from "../Toast/useToast";
import type { useSignOutMutation } from "./__generated__/useSignOutMutation.graphql";

/**
 * Ends the session, forgets what was fetched while signed in, and reloads the current
 * route's data as the signed-out visitor. The header's 'Sign out' and the sign-in page's
 * (for someone already signed in) are the same action.
 */
export function useSignOut(): { signOut: () => void; isSigningOut: boolean } {
  const revalidator = useRevalidator();
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

  return { signOut, isSigningOut };
}
