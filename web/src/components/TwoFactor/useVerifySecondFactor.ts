import { useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay/hooks";
import type { useVerifySecondFactorMutation } from "./__generated__/useVerifySecondFactorMutation.graphql";

// The viewer's two-factor fields come back with the answer: the header, the staff screens'
// guard and the account page read them from the store.
const verifyMutation = graphql`
  mutation useVerifySecondFactorMutation($input: VerifySecondFactorInput!) {
    verifySecondFactor(input: $input) {
      __typename
      ... on VerifySecondFactorPayload {
        viewer {
          id
          twoFactorEnabled
          secondFactorVerified
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

interface VerifyCallbacks {
  onVerified: () => void;
  /** The code was refused (wrong, used, or not a code): the field's message. */
  onRefused: (message: string) => void;
}

/** This session proves the second factor again: the staff screens' gate and the step-up dialog. */
export function useVerifySecondFactor() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<useVerifySecondFactorMutation>(verifyMutation);

  function verify(code: string, { onVerified, onRefused }: VerifyCallbacks) {
    commit({
      variables: { input: { code } },
      onCompleted({ verifySecondFactor: result }) {
        if (result.__typename === "VerifySecondFactorPayload") onVerified();
        else onRefused(result.message ?? intl.formatMessage({ id: "twoFactor.code.refused" }));
      },
      onError: () => onRefused(intl.formatMessage({ id: "twoFactor.unreachable" })),
    });
  }

  return { verify, isVerifying: isInFlight };
}
