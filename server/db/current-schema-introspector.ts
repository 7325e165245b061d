/**
 * PostgreSQL introspection of the connection's own schema only. Kysely's introspector reads the
 * tables of every schema, resolving each column's sequence by name: when another schema's table is
 * dropped during that read (tests each run in a schema of their own and drop it when done), the
 * whole read fails with "relation … does not exist", and with it the migrator's check for its
 * own tables. An instance only ever uses its own schema, so that is all it looks at.
 */
import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from "kysely/migration";

interface ColumnRow {
  table_name: string;
  table_type: string;
  table_schema: string;
  column_name: string;
  udt_name: string;
  udt_schema: string;
  is_nullable: "YES" | "NO";
  column_default: string | null;
  is_identity: "YES" | "NO";
}

const KYSELY_TABLES: readonly string[] = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schemas: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#schemas = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#schemas.getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.table_name, t.table_type, c.table_schema, c.column_name, c.udt_name, c.udt_schema,
             c.is_nullable, c.column_default, c.is_identity
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema()
      order by c.table_name, c.ordinal_position`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = {
          name: row.table_name,
          schema: row.table_schema,
          isView: row.table_type === "VIEW",
          isForeign: row.table_type === "FOREIGN",
          columns: [],
        };
        tables.set(row.table_name, table);
      }
      table.columns.push({
        name: row.column_name,
        dataType: row.udt_name,
        dataTypeSchema: row.udt_schema,
        isNullable: row.is_nullable === "YES",
        hasDefaultValue: row.column_default !== null,
        isAutoIncrementing: row.is_identity === "YES" || (row.column_default ?? "").startsWith("nextval("),
      });
    }
    return [...tables.values()];
  }
}

export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
