import SchemaBuilder from "@pothos/core";
import { type ExecutionResult, execute, parse } from "graphql";
import { compileQuery, isCompiledQuery } from "graphql-jit";
import { describe, expect, it } from "vitest";
import type { RequestContext } from "../http/request-context.ts";
import ReadRulesPlugin from "./read-rules.ts";

// A schema of its own: documents only their owner may read, reached every way a field can
// hand one out (alone, later, in lists, through an interface or a union, nested), run by
// both executors the app uses: graphql-js for full documents, graphql-jit for trusted ones.
interface Doc {
  kind: "doc";
  id: number;
  owner: string;
}
interface Note {
  kind: "note";
  id: number;
}
const docs: Doc[] = [
  { kind: "doc", id: 1, owner: "alice" },
  { kind: "doc", id: 2, owner: "bob" },
];
const note: Note = { kind: "note", id: 3 };
const doc = (id: number) => docs.find((d) => d.id === id)!;
let ruleCalls = 0;

// The app's other plugins declare options of their own (prisma, scopeAuth) this schema does without.
const builder = new SchemaBuilder<{ Context: RequestContext }>({ plugins: [ReadRulesPlugin] } as never);
const Thing = builder.interfaceRef<Doc | Note>("Thing").implement({
  fields: (t) => ({ id: t.exposeInt("id") }),
  resolveType: (value) => (value.kind === "doc" ? "Doc" : "Note"),
});
const DocRef = builder.objectRef<Doc>("Doc").implement({
  interfaces: [Thing],
  extensions: {
    readableBy: (value: Doc, ctx: RequestContext) => {
      ruleCalls += 1;
      return value.owner === ctx.viewer?.name;
    },
  },
  fields: (t) => ({ owner: t.exposeString("owner") }),
});
const NoteRef = builder.objectRef<Note>("Note").implement({ interfaces: [Thing], fields: () => ({}) });
const Either = builder.unionType("Either", {
  types: [DocRef, NoteRef],
  resolveType: (value) => (value.kind === "doc" ? "Doc" : "Note"),
});
const Holder = builder.objectRef<{ docId: number }>("Holder").implement({
  fields: (t) => ({ doc: t.field({ type: DocRef, nullable: true, resolve: (holder) => doc(holder.docId) }) }),
});
builder.queryType({
  fields: (t) => ({
    doc: t.field({
      type: DocRef,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_, { id }) => doc(id),
    }),
    docLater: t.field({
      type: DocRef,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_, { id }) => doc(id),
    }),
    docs: t.field({ type: [DocRef], nullable: { list: false, items: true }, resolve: () => docs }),
    docsLater: t.field({
      type: [DocRef],
      nullable: { list: false, items: true },
      resolve: () => docs.map(async (d) => d),
    }),
    strictDocs: t.field({ type: [DocRef], nullable: true, resolve: () => docs }),
    thing: t.field({
      type: Thing,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_, { id }) => (id === 3 ? note : doc(id)),
    }),
    either: t.field({
      type: Either,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_, { id }) => (id === 3 ? note : doc(id)),
    }),
    // A resolver may answer with an error in the value's place (graphql-js and graphql-jit both read it).
    broken: t.field({ type: DocRef, nullable: true, resolve: () => new Error("Out of order") as never }),
    holder: t.field({
      type: Holder,
      args: { docId: t.arg.int({ required: true }) },
      resolve: (_, { docId }) => ({ docId }),
    }),
  }),
});
const schema = builder.toSchema();

const asViewer = (name: string | null) => ({ viewer: name ? { name } : null }) as unknown as RequestContext;

/** The document's answer from both executors, which must agree; errors as "path: message". */
async function run(source: string, ctx: RequestContext) {
  const document = parse(source);
  const plain = (await execute({ schema, document, contextValue: ctx })) as ExecutionResult;
  const compiled = compileQuery(schema, document);
  if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled));
  const jit = (await compiled.query(undefined, ctx, {})) as ExecutionResult;
  const shape = (result: ExecutionResult) => ({
    data: result.data,
    errors: (result.errors ?? []).map((error) => `${error.path?.join(".")}: ${error.message}`).sort(),
  });
  expect(shape(jit)).toEqual(shape(plain));
  return shape(plain);
}

const DENIED = "You do not have permission to do that.";
const SIGN_IN = "Please sign in to continue.";

describe("read rules", () => {
  it("hands out a readable object, and an unreadable one as null with the 401 or 403 error", async () => {
    expect(await run(`{ doc(id: 1) { id owner } }`, asViewer("alice"))).toEqual({
      data: { doc: { id: 1, owner: "alice" } },
      errors: [],
    });
    expect(await run(`{ doc(id: 1) { id owner } docLater(id: 1) { id } }`, asViewer("bob"))).toEqual({
      data: { doc: null, docLater: null },
      errors: [`doc: ${DENIED}`, `docLater: ${DENIED}`],
    });
    expect(await run(`{ doc(id: 1) { owner } }`, asViewer(null))).toEqual({
      data: { doc: null },
      errors: [`doc: ${SIGN_IN}`],
    });
  });

  it("checks each item of a list: nullable items read null, a non-null item takes the list with it", async () => {
    expect(await run(`{ docs { owner } docsLater { owner } strictDocs { owner } }`, asViewer("bob"))).toEqual({
      data: { docs: [null, { owner: "bob" }], docsLater: [null, { owner: "bob" }], strictDocs: null },
      errors: [`docs.0: ${DENIED}`, `docsLater.0: ${DENIED}`, `strictDocs.0: ${DENIED}`],
    });
  });

  it("checks an interface's or a union's value against the rule of the type it turns out to be", async () => {
    const source = `{
      a: thing(id: 1) { id ... on Doc { owner } }  b: thing(id: 3) { id }
      c: either(id: 1) { ... on Doc { owner } }    d: either(id: 3) { ... on Note { id } }
    }`;
    expect(await run(source, asViewer("bob"))).toEqual({
      data: { a: null, b: { id: 3 }, c: null, d: { id: 3 } },
      errors: [`a: ${DENIED}`, `c: ${DENIED}`],
    });
    expect((await run(source, asViewer("alice"))).data).toMatchObject({ a: { owner: "alice" }, c: { owner: "alice" } });
  });

  it("checks an object reached through another type's field", async () => {
    expect(await run(`{ holder(docId: 1) { doc { owner } } }`, asViewer("bob"))).toEqual({
      data: { holder: { doc: null } },
      errors: [`holder.doc: ${DENIED}`],
    });
  });

  it("leaves an error a resolver answers with as it is", async () => {
    expect(await run(`{ broken { owner } }`, asViewer("bob"))).toEqual({
      data: { broken: null },
      errors: ["broken: Out of order"],
    });
  });

  it("runs the rule once per object handed out, not once per field read", async () => {
    ruleCalls = 0;
    const result = await execute({
      schema,
      document: parse(`{ doc(id: 2) { id owner a: owner b: id } }`),
      contextValue: asViewer("bob"),
    });
    expect(result.data).toEqual({ doc: { id: 2, owner: "bob", a: "bob", b: 2 } });
    expect(ruleCalls).toBe(1);
  });
});
