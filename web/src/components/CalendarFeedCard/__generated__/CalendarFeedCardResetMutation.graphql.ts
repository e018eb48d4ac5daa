/**
 * @generated SignedSource<<dc3533d011f93860c4226017e0b586dd>>
 * @relayHash 6428b9df9ecd27fae2c6db77b7b85e02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55202ef520c1c7ee621c469af0f92100d06531b3568772e0c3fd0e26066bd1be

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedInput = {
  providerId: string;
};
export type CalendarFeedCardResetMutation$variables = {
  input: CalendarFeedInput;
};
export type CalendarFeedCardResetMutation$data = {
  readonly resetCalendarFeed: {
    readonly __typename: string;
    readonly message?: string;
    readonly provider?: {
      readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_provider">;
    };
  };
};
export type CalendarFeedCardResetMutation = {
  response: CalendarFeedCardResetMutation$data;
  variables: CalendarFeedCardResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedCardResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resetCalendarFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Provider",
                "kind": "LinkedField",
                "name": "provider",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CalendarFeedCard_provider"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CalendarFeedPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CalendarFeedCardResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resetCalendarFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Provider",
                "kind": "LinkedField",
                "name": "provider",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "calendarFeedPath",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CalendarFeedPayload",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "55202ef520c1c7ee621c469af0f92100d06531b3568772e0c3fd0e26066bd1be",
    "metadata": {},
    "name": "CalendarFeedCardResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7404e7ef20cc63204682012511b4c006";

export default node;
