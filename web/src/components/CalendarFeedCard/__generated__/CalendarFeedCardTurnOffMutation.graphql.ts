/**
 * @generated SignedSource<<72d59dab2cd0426c59b41ed044343bdb>>
 * @relayHash c40d00e5ea23cc83135023fe62b2c3d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8240454c94f4e2c4fbb584cc43d3accb57cf08aa38899e1f47b8d17a8dc8e00

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedInput = {
  providerId: string;
};
export type CalendarFeedCardTurnOffMutation$variables = {
  input: CalendarFeedInput;
};
export type CalendarFeedCardTurnOffMutation$data = {
  readonly turnOffCalendarFeed: {
    readonly __typename: string;
    readonly message?: string;
    readonly provider?: {
      readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_provider">;
    };
  };
};
export type CalendarFeedCardTurnOffMutation = {
  response: CalendarFeedCardTurnOffMutation$data;
  variables: CalendarFeedCardTurnOffMutation$variables;
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
    "name": "CalendarFeedCardTurnOffMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "turnOffCalendarFeed",
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
    "name": "CalendarFeedCardTurnOffMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "turnOffCalendarFeed",
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
    "id": "c8240454c94f4e2c4fbb584cc43d3accb57cf08aa38899e1f47b8d17a8dc8e00",
    "metadata": {},
    "name": "CalendarFeedCardTurnOffMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1e4b0a220b5c090f44d3cfa4a8dc4777";

export default node;
