// Prisma's createMany spends about a millisecond per provider row building its
// query; seeding 100,000 providers that way takes minutes. This sends one INSERT per
// batch whose columns arrive as arrays and are spread into rows by unnest(), so a
// batch costs one round trip and a fixed number of parameters whatever its size.
import type { Prisma, PrismaClient } from "../../graph/src/generated/prisma/client.ts";

/** How a column's values travel: `text[]` columns go as JSON, enums by their name. */
export type ColumnType = "int" | "float8" | "text" | "bool" | "timestamp" | "text[]" | { enum: string };

export type Columns<Row> = { readonly [K in keyof Row]: ColumnType };

export async function bulkInsert<Row extends object>(
  db: PrismaClient | Prisma.TransactionClient,
  table: string,
  columns: Columns<Row>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const entries = Object.entries(columns) as Array<[keyof Row & string, ColumnType]>;
  const parameterTypes = entries.map(([, type], index) => `$${index + 1}::${parameterType(type)}[]`);
  const selected = entries.map(([name, type]) => selectExpression(quote(name), type));
  const sql =
    `INSERT INTO ${quote(table)} (${entries.map(([name]) => quote(name)).join(", ")}) ` +
    `SELECT ${selected.join(", ")} FROM unnest(${parameterTypes.join(", ")}) ` +
    `AS t(${entries.map(([name]) => quote(name)).join(", ")})`;
  const values = entries.map(([name, type]) => rows.map((row) => parameterValue(row[name], type)));
  await db.$executeRawUnsafe(sql, ...values);
}

function parameterType(type: ColumnType): string {
  if (typeof type === "object" || type === "timestamp") return "text";
  if (type === "text[]") return "jsonb";
  return type;
}

function selectExpression(column: string, type: ColumnType): string {
  if (typeof type === "object") return `${column}::${quote(type.enum)}`;
  // Prisma's DateTime columns are timestamp(3) holding UTC; the "Z" of an ISO string is ignored.
  if (type === "timestamp") return `${column}::timestamp(3)`;
  if (type === "text[]") return `ARRAY(SELECT jsonb_array_elements_text(${column}))`;
  return column;
}

function parameterValue(value: unknown, type: ColumnType): unknown {
  if (value === null || value === undefined) return null;
  if (type === "timestamp") return (value as Date).toISOString();
  if (type === "text[]") return JSON.stringify(value);
  return value;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
